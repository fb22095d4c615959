import { STOCK_AUDIT_RUN } from '@garage/contract/meta';
import { mayAdjustStock } from '@garage/domain';
import { Button, Group, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBarcode, IconClipboardOff, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { HttpError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { AuditActions, useFailure } from './audit-actions.tsx';
import { AuditCountLines } from './audit-count-lines.tsx';
import { AuditStatusBadge } from './audit-status-badge.tsx';
import { type AuditCount, auditPartsQuery, auditQuery, countPart, refreshInventory, type StockAudit } from './inventory-api.ts';
import { InventoryFrame } from './inventory-frame.tsx';
import type { AuditCountSearch } from './routes.tsx';

// The camera library is fetched only when someone opens the scanner (decision 057).
const BarcodeScanner = lazy(() => import('./barcode-scanner.tsx'));

const route = getRouteApi('/tabs/inventory-parts-audit');
const PAGE_SIZE = 25;
const STATES = ['ALL', 'UNCOUNTED', 'COUNTED', 'VARIANCE'] as const;

/** Counting by code: a scanned label or a typed part number counts one piece each time. */
function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const submit = () => {
    if (!code.trim()) return;
    onCode(code.trim());
    setCode('');
  };
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('inventory.count.code')}
            style={{ flex: 1 }}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submit();
              }
            }}
            autoComplete="off"
          />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={submit} disabled={!code.trim()}>
            {t('inventory.count.addOne')}
          </Button>
        </Group>
        <Button
          variant={scanning ? 'filled' : 'default'}
          leftSection={<IconBarcode size={16} />}
          onClick={() => setScanning((s) => !s)}
          aria-pressed={scanning}
        >
          {scanning ? t('inventory.count.scanStop') : t('inventory.count.scan')}
        </Button>
        {scanning && (
          <Suspense fallback={<ListSkeleton rows={1} height={200} />}>
            <BarcodeScanner onCode={onCode} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}

/** Which parts to show: buttons side by side on a desktop, a drop-down on a phone (they do not fit at 360 px). */
function StateChoice({ value, onChange }: { value: (typeof STATES)[number]; onChange: (v: (typeof STATES)[number]) => void }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const data = STATES.map((s) => ({ value: s, label: t(`inventory.count.state.${s}`) }));
  return desktop ? (
    <SegmentedControl data={data} value={value} onChange={(v) => onChange(v as (typeof STATES)[number])} fullWidth />
  ) : (
    <Select
      aria-label={t('inventory.list.filter')}
      data={data}
      value={value}
      onChange={(v) => onChange((v ?? 'ALL') as (typeof STATES)[number])}
      allowDeselect={false}
    />
  );
}

function Progressed({ audit }: { audit: StockAudit }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { parts, counted } = audit.totals;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('inventory.count.progress', { counted: f.number(counted), parts: f.number(parts) })}</Text>
        <AuditStatusBadge status={audit.status} />
      </Group>
      <Progress value={parts ? (counted / parts) * 100 : 0} size="sm" aria-hidden />
    </Stack>
  );
}

/** /tabs/inventory-parts-audit?audit=…: count an audit's parts by typing or scanning, then complete it. */
export function AuditCountPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const search = route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alertNode, fail] = useFailure();
  const id = search.audit;
  const audit = useQuery({ ...auditQuery(id), enabled: id > 0 });
  const page = (search.page ?? 1) - 1;
  const state = search.state ?? 'ALL';
  const lines = useQuery({
    ...auditPartsQuery(id, {
      page_number: page,
      page_size: PAGE_SIZE,
      state,
      ...(search.q?.trim() ? { q: search.q.trim() } : {}),
    }),
    enabled: id > 0 && audit.isSuccess,
  });
  const count = useMutation({
    mutationFn: (body: AuditCount) => countPart(id, body),
    onSuccess: (done, body) => {
      refreshInventory(queryClient);
      if (body.mode === 'ADD')
        toast(t('inventory.count.scanned', { name: done.line.part_name, counted: done.line.counted ?? '0' }), 'success');
    },
    onError: (error) => {
      refreshInventory(queryClient);
      fail(error);
    },
  });
  const set = (next: Partial<AuditCountSearch>) =>
    void navigate({ to: '/tabs/inventory-parts-audit', search: { ...search, page: undefined, ...next }, replace: true });
  const back = {
    label: t('inventory.count.back'),
    render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/stock-audit" />,
  };

  if (id <= 0 || (audit.error instanceof HttpError && audit.error.status === 404))
    return (
      <InventoryFrame roles={STOCK_AUDIT_RUN} title={t('inventory.audits.title')} back={back}>
        <EmptyList icon={<IconClipboardOff size={22} />} title={t('inventory.count.notFound')} />
      </InventoryFrame>
    );
  if (!audit.data)
    return (
      <InventoryFrame roles={STOCK_AUDIT_RUN} title={t('inventory.audits.title')} back={back}>
        {audit.isError ? <LoadFailed onRetry={() => void audit.refetch()} /> : <ListSkeleton rows={6} />}
      </InventoryFrame>
    );
  const a = audit.data;
  const open = a.status !== 'COMPLETED';
  return (
    <InventoryFrame
      roles={STOCK_AUDIT_RUN}
      title={a.name ? `${a.audit_number} · ${a.name}` : a.audit_number}
      description={a.note ?? undefined}
      back={back}
      actions={<AuditActions audit={a} />}
    >
      {alertNode}
      <Progressed audit={a} />
      {open && !mayAdjustStock(roles) && (
        <Text size="sm" c="dimmed">
          {t('inventory.count.restricted')}
        </Text>
      )}
      {open && <CodeEntry onCode={(code) => count.mutate({ code, quantity: '1', mode: 'ADD' })} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <SearchInput label={t('inventory.count.search')} value={search.q ?? ''} onChange={(q) => set({ q: q || undefined })} />
        <StateChoice value={state} onChange={(v) => set({ state: v === 'ALL' ? undefined : v })} />
      </SimpleGrid>
      <QueryList
        query={lines}
        rows={(p) => p.content}
        skeleton={{ rows: 6, height: 40 }}
        empty={{ icon: <IconClipboardOff size={22} />, title: t('inventory.count.empty') }}
      >
        {(rows, { data, stale }) => (
          <Stack gap="xs" style={{ opacity: stale ? 0.6 : 1 }}>
            <AuditCountLines
              lines={rows}
              open={open}
              hidden={data.prices_hidden}
              onCount={(partId, quantity) => count.mutate({ part_id: partId, quantity, mode: 'SET' })}
              onCountSerials={(partId, serials) =>
                count.mutate({ part_id: partId, quantity: String(serials.length), mode: 'SET', serials })
              }
            />
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={(p) =>
                void navigate({ to: '/tabs/inventory-parts-audit', search: { ...search, page: p ? p + 1 : undefined } })
              }
            />
          </Stack>
        )}
      </QueryList>
    </InventoryFrame>
  );
}
