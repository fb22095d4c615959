import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Focus for the entry an "Add" button appends: once the list has grown, its last entry field (marked
 * data-entry) takes the focus, so typing goes into it and a space does not press the button again.
 */
function useFocusNewEntry(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of entries changes.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const entries = ref.current?.querySelectorAll<HTMLInputElement>('input[data-entry]');
    entries?.[entries.length - 1]?.focus();
  }, [count]);
  return {
    ref,
    expect: () => {
      pending.current = true;
    },
  };
}

/** A list of short texts (customer remarks, comments): add, edit, remove. */
export function TextList({
  label,
  addLabel,
  items,
  readOnly,
  onChange,
  errorOf,
  numbered,
}: {
  label: string;
  addLabel: string;
  items: readonly string[];
  readOnly: boolean;
  onChange: (items: string[]) => void;
  /** The error of an entry (named by its label), if any. */
  errorOf?: (value: string, field: string) => string | undefined;
  numbered?: boolean;
}) {
  const { t } = useTranslation();
  const group = useFocusNewEntry(items.length);
  return (
    <Stack gap={4} role="group" aria-label={label} ref={group.ref}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their position is their identity.
        <Group key={i} gap={4} wrap="nowrap">
          {numbered && (
            <Text size="sm" c="dimmed" w={20} ta="right">
              {i + 1}.
            </Text>
          )}
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            value={item}
            maxLength={500}
            readOnly={readOnly}
            aria-label={`${label} ${i + 1}`}
            data-entry
            error={errorOf?.(item, `${label} ${i + 1}`)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? value : x)));
            }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderEditor.fields.removeEntry', { n: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && items.length < 50 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => {
            group.expect();
            onChange([...items, '']);
          }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

export function PropertiesList({
  items,
  readOnly,
  onChange,
  error,
  errorOf,
}: {
  items: readonly { key: string; value: string }[];
  readOnly: boolean;
  onChange: (items: { key: string; value: string }[]) => void;
  error?: string;
  /** The error of a name or a value (named by its label), if any. */
  errorOf?: (value: string, field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const group = useFocusNewEntry(items.length);
  return (
    <Stack
      gap={4}
      mt="sm"
      role="group"
      aria-label={t('orderEditor.fields.properties')}
      data-issue={error ? true : undefined}
      ref={group.ref}
    >
      <Text size="sm" fw={500}>
        {t('orderEditor.fields.properties')}
      </Text>
      {items.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place.
        <Group key={i} gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            w={{ base: 120, sm: 200 }}
            placeholder={t('orderEditor.fields.propertyKey')}
            aria-label={`${t('orderEditor.fields.propertyKey')} ${i + 1}`}
            value={p.key}
            maxLength={60}
            readOnly={readOnly}
            data-entry
            error={
              errorOf?.(p.key, `${t('orderEditor.fields.propertyKey')} ${i + 1}`) ??
              (error && !p.key.trim() && p.value.trim() ? true : undefined)
            }
            onChange={(e) => {
              const key = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? { ...x, key } : x)));
            }}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('orderEditor.fields.propertyValue')}
            aria-label={`${t('orderEditor.fields.propertyValue')} ${i + 1}`}
            value={p.value}
            maxLength={500}
            readOnly={readOnly}
            error={errorOf?.(p.value, `${t('orderEditor.fields.propertyValue')} ${i + 1}`)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? { ...x, value } : x)));
            }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderEditor.fields.removeEntry', { n: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && items.length < 50 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => {
            group.expect();
            onChange([...items, { key: '', value: '' }]);
          }}
        >
          {t('orderEditor.fields.addProperty')}
        </Button>
      )}
    </Stack>
  );
}
