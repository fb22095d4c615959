import { Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './picker-list.module.css';
import { SearchInput } from './search-input.tsx';

export interface PickerListProps<T> {
  /** Accessible name of the search box. */
  label: string;
  placeholder?: string;
  /** Accessible name of the result list. */
  listLabel: string;
  search: string;
  onSearch: (value: string) => void;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A newer answer is on its way. */
  fetching?: boolean;
  emptyText: string;
  /** Under the list, e.g. "Add new". */
  footer?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A search box driving a list of choices (the combobox pattern): arrow keys move through the list, Enter
 * picks, Escape clears the search; a click or tap picks too. The list stays inline, so it works the same
 * on a phone, in a modal and on a page.
 */
export function PickerList<T>(props: PickerListProps<T>) {
  const { items, getKey, onPick } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  // A new answer starts again at its first entry (compared by the entries' keys, not the array).
  const signature = items.map(getKey).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the entries change.
  useEffect(() => setActive(0), [signature]);

  useEffect(() => {
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    node?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      const item = items[active];
      if (item !== undefined) {
        e.preventDefault();
        onPick(item);
      }
    }
  };

  const activeId = items.length > 0 ? `${id}-opt-${active}` : undefined;

  return (
    <Stack gap="xs">
      <SearchInput
        label={props.label}
        placeholder={props.placeholder}
        value={props.search}
        onChange={props.onSearch}
        onKeyDownCapture={onKeyDown}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoFocus={props.autoFocus}
        data-autofocus={props.autoFocus || undefined}
      />
      {props.loading ? (
        <Loader role="status" size="sm" mx="auto" my="sm" aria-label={props.listLabel} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm" role="status">
          {props.emptyText}
        </Text>
      ) : null}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={props.listLabel}
        aria-busy={props.fetching || undefined}
        className={classes.list}
        hidden={props.loading || items.length === 0}
        style={{ opacity: props.fetching ? 0.7 : 1 }}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
          <div
            key={getKey(item)}
            tabIndex={-1}
            id={`${id}-opt-${i}`}
            data-index={i}
            role="option"
            aria-selected={i === active}
            className={classes.option}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => onPick(item)}
          >
            {props.renderItem(item)}
          </div>
        ))}
      </div>
      {props.footer}
    </Stack>
  );
}
