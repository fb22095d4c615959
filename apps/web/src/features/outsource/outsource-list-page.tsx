import { OUTSOURCE_READ } from '@garage/contract/meta';
import { hasAnyRole, OUTSOURCE_STATUSES } from '@garage/domain';
import { Anchor, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { OUTSOURCE_PAGE_SIZE, type OutsourceStatus, outsourceListQuery } from '../../lib/outsource/outsource-api.ts';
import { BillText, dayText, OutsourceStatusBadge, WorkActions, WorkCard } from '../../lib/outsource/outsource-panel.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

/** /tabs/outsource-work: every job the garage sent out, newest first, by status; paged. */
export function OutsourceListPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const phone = useMediaQuery('(max-width: 48em)');
  const [status, setStatus] = useState<OutsourceStatus | ''>('SENT');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const allowed = hasAnyRole(roles, OUTSOURCE_READ);
  const list = useQuery({ ...outsourceListQuery(status, q, page), enabled: allowed });
  if (!allowed) return <AccessDenied title={t('outsource.title')} />;
  return (
    <Stack gap="sm" maw={1200}>
      <PageHeader title={t('outsource.title')} description={t('outsource.description')} />
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as OutsourceStatus | '');
          setPage(0);
        }}
        data={[
          ...OUTSOURCE_STATUSES.map((s) => ({ value: s, label: t(`outsource.status.${s}`) })),
          { value: '', label: t('outsource.all') },
        ]}
        fullWidth={phone}
        style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
      />
      <SearchInput
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(0);
        }}
        label={t('outsource.search')}
      />
      <QueryList
        query={list}
        rows={(data) => data.content}
        skeleton={{ rows: 5 }}
        empty={{ icon: <IconTruckDelivery size={22} />, title: t('outsource.empty'), text: t('outsource.emptyText') }}
      >
        {(rows, { data }) => (
          <>
            {phone ? (
              <Stack gap="xs">
                {rows.map((w) => (
                  <WorkCard key={w.outsource_work_id} work={w} showOrder />
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing="xs" aria-label={t('outsource.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('outsource.number')}</Table.Th>
                      <Table.Th>{t('outsource.order')}</Table.Th>
                      <Table.Th>{t('outsource.work')}</Table.Th>
                      <Table.Th>{t('outsource.days')}</Table.Th>
                      <Table.Th>{t('outsource.bill')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((w) => (
                      <Table.Tr key={w.outsource_work_id}>
                        <Table.Td>
                          <Stack gap={4} align="flex-start">
                            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                              {w.work_number}
                            </Text>
                            <OutsourceStatusBadge work={w} />
                          </Stack>
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            className={classes.rowLink}
                            style={{ whiteSpace: 'nowrap' }}
                            renderRoot={(props) => <Link {...props} to="/tabs/order-details" search={{ order: w.order_id }} />}
                          >
                            {w.order_number}
                          </Anchor>
                          {w.reg_number && (
                            <Text size="xs" c="dimmed">
                              {w.reg_number}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 300 }}>
                          <Text size="sm">{w.description}</Text>
                          <Text size="xs" c="dimmed">
                            {w.vendor_name}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="xs">
                            {t('outsource.sent')} {dayText(f, w.sent_day)}
                          </Text>
                          {w.status === 'RECEIVED' ? (
                            <Text size="xs">
                              {t('outsource.back')} {dayText(f, w.received_day)}
                            </Text>
                          ) : (
                            w.expected_back_day && (
                              <Text size="xs" c={w.overdue ? 'red' : undefined}>
                                {t('outsource.expectedBack')} {dayText(f, w.expected_back_day)}
                              </Text>
                            )
                          )}
                        </Table.Td>
                        <Table.Td>{w.status === 'CANCELLED' ? '—' : <BillText work={w} />}</Table.Td>
                        <Table.Td>
                          <WorkActions work={w} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={OUTSOURCE_PAGE_SIZE}
              capped={data.total_capped}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
    </Stack>
  );
}
