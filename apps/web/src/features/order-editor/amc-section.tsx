import type { AmcItem } from '@garage/contract';
import { Badge, Button, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { amcRemaining } from './amc-rules.ts';
import { trimDecimal } from './editor-draft.ts';
import { EditorSection } from './editor-section.tsx';

/** An AMC order's contract items of the customer, each addable as a line. */
export function AmcSection({
  items,
  readOnly,
  onAdd,
}: {
  items: UseQueryResult<AmcItem[]>;
  readOnly: boolean;
  onAdd: (kind: 'service' | 'part', itemId: number) => void;
}) {
  const f = useFormat();
  const { t } = useTranslation();
  return (
    <EditorSection title={t('orderEditor.amc.title')}>
      <QueryList
        query={items}
        rows={(d) => d}
        skeleton={{ rows: 2, height: 32 }}
        empty={
          <Text size="sm" c="dimmed">
            {t('orderEditor.amc.none')}
          </Text>
        }
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderEditor.amc.item')}</Table.Th>
                  <Table.Th ta="right">{t('orderEditor.amc.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('orderEditor.amc.availed')}</Table.Th>
                  <Table.Th ta="right">{t('orderEditor.amc.remaining')}</Table.Th>
                  <Table.Th ta="right">{t('orderEditor.amc.discount')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      {a.item_name}{' '}
                      <Badge size="xs" variant="light" tt="none">
                        {a.kind === 'service' ? t('orderEditor.lines.service') : t('orderEditor.lines.part')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {f.number(a.quantity)} {a.unit ?? ''}
                    </Table.Td>
                    <Table.Td ta="right">{f.number(a.availed_quantity)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {f.number(amcRemaining(a).toString())}
                    </Table.Td>
                    <Table.Td ta="right">{trimDecimal(a.discount)}%</Table.Td>
                    <Table.Td ta="right">
                      {!readOnly && (
                        <Button size="compact-xs" variant="light" onClick={() => onAdd(a.kind, a.item_id)}>
                          {t('orderEditor.amc.add')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryList>
    </EditorSection>
  );
}
