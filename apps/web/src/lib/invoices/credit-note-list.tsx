import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import type { EmptyList } from '../ui/list-states.tsx';
import { type ListQuery, QueryList } from '../ui/query-list.tsx';
import { useIsDesktop } from '../ui/responsive.ts';
import { type CreditNotePage, type CreditNoteSummary, creditNoteHref } from './credit-notes-api.ts';

export interface CreditNoteListProps {
  query: ListQuery<CreditNotePage>;
  label: string;
  /** What an empty answer shows: an EmptyList's props, or any node. */
  empty: Parameters<typeof EmptyList>[0] | ReactNode;
  /** Show the invoice and customer columns (the garage's list; an invoice's own list leaves them out). */
  wide?: boolean;
}

const SETTLEMENT_COLORS = { REFUND: 'orange', CREDIT: 'blue', NONE: 'gray' } as const;

/** A link to the credit note that navigates inside the app (a real link: middle click, copy address). */
function NoteLink({ note }: { note: CreditNoteSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = creditNoteHref(note.credit_note_id);
  return (
    <Anchor
      href={href}
      size="sm"
      fw={600}
      aria-label={t('creditNotes.open', { number: note.credit_number })}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void navigate({ href });
      }}
    >
      {note.credit_number}
    </Anchor>
  );
}

function Settlement({ note }: { note: CreditNoteSummary }) {
  const { t } = useTranslation();
  return (
    <Badge color={SETTLEMENT_COLORS[note.settlement]} variant="light" tt="none">
      {t(`creditNotes.settlement.${note.settlement}`)}
    </Badge>
  );
}

/**
 * Credit notes (issue 13): number, date, the credit and how it was settled (taken off the due, refunded,
 * kept as credit), each linking to its page; rows of two lines on a phone, a table on wider screens.
 */
export function CreditNoteList({ query, label, empty, wide = false }: CreditNoteListProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  return (
    <QueryList query={query} rows={(page) => page.content} skeleton={{ rows: 2, height: 36 }} empty={empty}>
      {(rows, { stale }) =>
        desktop ? (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} aria-label={label} aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('creditNotes.columns.number')}</Table.Th>
                  <Table.Th>{t('creditNotes.columns.date')}</Table.Th>
                  {wide && <Table.Th>{t('creditNotes.columns.invoice')}</Table.Th>}
                  {wide && <Table.Th>{t('creditNotes.columns.customer')}</Table.Th>}
                  <Table.Th ta="right">{t('creditNotes.columns.total')}</Table.Th>
                  <Table.Th>{t('creditNotes.columns.settlement')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((n) => (
                  <Table.Tr key={n.credit_note_id}>
                    <Table.Td>
                      <NoteLink note={n} />
                    </Table.Td>
                    <Table.Td>{f.date(n.created_at)}</Table.Td>
                    {wide && <Table.Td>{n.invoice_number}</Table.Td>}
                    {wide && <Table.Td style={{ overflowWrap: 'anywhere' }}>{n.customer_name}</Table.Td>}
                    <Table.Td ta="right">{f.money(n.total_amount)}</Table.Td>
                    <Table.Td>
                      <Settlement note={n} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack
            gap={0}
            component="ul"
            aria-label={label}
            aria-busy={stale}
            style={{ listStyle: 'none', margin: 0, padding: 0, opacity: stale ? 0.6 : 1 }}
          >
            {rows.map((n) => (
              <li key={n.credit_note_id} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '6px 0' }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <NoteLink note={n} />
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {f.money(n.total_amount)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="wrap" gap={4}>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {f.date(n.created_at)}
                    {wide ? ` · ${n.invoice_number} · ${n.customer_name}` : ''}
                  </Text>
                  <Settlement note={n} />
                </Group>
              </li>
            ))}
          </Stack>
        )
      }
    </QueryList>
  );
}
