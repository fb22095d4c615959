import { Badge, Group, Switch, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../lib/ui/lists.module.css';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

/** Search (debounced), include-inactive switch and the add button of a tab. */
export function useListControls() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [pageState, setPage] = useState({ key: '', page: 0 });
  const key = `${debounced}|${includeInactive}`;
  // A new search or filter starts at the first page.
  const page = pageState.key === key ? pageState.page : 0;
  return {
    text,
    setText,
    query: debounced,
    includeInactive,
    setIncludeInactive,
    page,
    setPage: (p: number) => setPage({ key, page: p }),
  };
}

export function Toolbar({
  searchLabel,
  controls,
  action,
}: {
  searchLabel: string;
  controls: ReturnType<typeof useListControls>;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ flex: '1 1 300px' }}>
        <SearchInput
          label={searchLabel}
          value={controls.text}
          onChange={controls.setText}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Switch
          label={t('catalogue.includeInactive')}
          checked={controls.includeInactive}
          onChange={(e) => controls.setIncludeInactive(e.currentTarget.checked)}
        />
      </Group>
      {action}
    </Group>
  );
}

/** Lists show active items plainly; an inactive one (with "Include inactive") carries this badge. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (active) return null;
  return (
    <Badge variant="light" color="gray" tt="none" ml={6} style={{ flexShrink: 0 }}>
      {t('catalogue.inactive')}
    </Badge>
  );
}

/** The name of a row: a button that opens the edit form for writers, plain text for readers. */
export function RowName({ name, canEdit, onOpen }: { name: string; canEdit: boolean; onOpen: () => void }) {
  if (!canEdit) return <Text fw={600}>{name}</Text>;
  return (
    <UnstyledButton
      className={classes.rowLink}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
    >
      {name}
    </UnstyledButton>
  );
}

/** A phone card: a button for writers (opens the edit form), a plain box for readers. */
export function ItemCard({ canEdit, onOpen, children }: { canEdit: boolean; onOpen: () => void; children: ReactNode }) {
  if (!canEdit) return <div className={classes.card}>{children}</div>;
  return (
    <UnstyledButton className={classes.card} onClick={onOpen}>
      {children}
    </UnstyledButton>
  );
}

/**
 * The empty state of a catalogue tab: "nothing matches" while searching, else what the tab will hold and
 * the way to add the first one.
 */
export function useCatalogueEmpty(kind: 'service' | 'part' | 'package', icon: ReactNode, query: string, action: ReactNode) {
  const { t } = useTranslation();
  if (query) return { icon, title: t('catalogue.noMatch', { query }) };
  return { icon, title: t(`catalogue.${kind}.empty`), text: t(`catalogue.${kind}.emptyText`), action };
}
