import { CSV_IMPORT } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { type CsvUpload, downloadErrors, HISTORY_PAGE_SIZE, historyQuery } from './csv-import-api.ts';
import { canResume } from './csv-import-rules.ts';

const STATUS_COLOR = { CHECKING: 'gray', CHECKED: 'yellow', IMPORTING: 'yellow', IMPORTED: 'green', CANCELLED: 'gray' } as const;

function Actions({ upload }: { upload: CsvUpload }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {upload.error_rows > 0 && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconDownload size={14} />}
          onClick={() => void downloadErrors(upload).catch(reportHttpError)}
        >
          {t('csvImport.errorFile')}
        </Button>
      )}
      {canResume(upload.status) && (
        <Button
          size="compact-sm"
          variant="light"
          renderRoot={(props) => <Link {...props} to="/tabs/garage-items-csv-upload" search={{ upload_id: upload.upload_id }} />}
        >
          {t('csvImport.resume')}
        </Button>
      )}
    </Group>
  );
}

/** /tabs/csv-upload-history: every upload of the garage, newest first, with its error file. */
export function CsvHistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const [page, setPage] = useState(0);
  const list = useQuery({ ...historyQuery(page), enabled: hasAnyRole(roles, CSV_IMPORT) });
  if (!hasAnyRole(roles, CSV_IMPORT)) return <AccessDenied />;
  const importButton = (
    <Button renderRoot={(props) => <Link {...props} to="/tabs/garage-items-csv-upload" />} leftSection={<IconUpload size={16} />}>
      {t('csvImport.title')}
    </Button>
  );
  const status = (u: CsvUpload) => (
    <Badge
      color={STATUS_COLOR[u.status]}
      variant="light"
      size="sm"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`csvImport.status.${u.status}`)}
    </Badge>
  );
  return (
    <>
      <PageHeader title={t('csvImport.historyTitle')} description={t('csvImport.historyIntro')} actions={importButton} />
      <QueryList
        query={list}
        rows={(d) => d.content}
        empty={{
          icon: <IconFileTypeCsv size={22} />,
          title: t('csvImport.emptyTitle'),
          text: t('csvImport.emptyText'),
          action: importButton,
        }}
      >
        {(rows, { stale, data }) => (
          <>
            {desktop ? (
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing="xs" aria-label={t('csvImport.historyTitle')} style={{ opacity: stale ? 0.6 : 1 }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('csvImport.when')}</Table.Th>
                      <Table.Th>{t('csvImport.type')}</Table.Th>
                      <Table.Th>{t('csvImport.file_name')}</Table.Th>
                      <Table.Th>{t('csvImport.by')}</Table.Th>
                      <Table.Th>{t('csvImport.outcome')}</Table.Th>
                      <Table.Th ta="right">{t('csvImport.ok')}</Table.Th>
                      <Table.Th ta="right">{t('csvImport.failed')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((u) => (
                      <Table.Tr key={u.upload_id}>
                        <Table.Td>{f.dateTime(u.created_at)}</Table.Td>
                        <Table.Td>{t(`csvImport.types.${u.import_type}`)}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.file_name}</Table.Td>
                        <Table.Td>{u.created_by}</Table.Td>
                        <Table.Td>{status(u)}</Table.Td>
                        <Table.Td ta="right">{f.number(u.new_rows + u.updated_rows)}</Table.Td>
                        <Table.Td ta="right" c={u.error_rows ? 'red' : undefined}>
                          {f.number(u.error_rows)}
                        </Table.Td>
                        <Table.Td>
                          <Actions upload={u} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <ul className={classes.cards} aria-label={t('csvImport.historyTitle')}>
                {rows.map((u) => (
                  <li key={u.upload_id}>
                    <Paper withBorder p="sm" radius="md">
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {u.file_name}
                        </Text>
                        {status(u)}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t(`csvImport.types.${u.import_type}`)} · {f.dateTime(u.created_at)} · {u.created_by}
                      </Text>
                      <Text size="sm" mt={4}>
                        {t('csvImport.ok')}: {f.number(u.new_rows + u.updated_rows)} · {t('csvImport.failed')}:{' '}
                        {f.number(u.error_rows)}
                      </Text>
                      <Actions upload={u} />
                    </Paper>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={HISTORY_PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
    </>
  );
}
