import { CSV_IMPORT } from '@garage/contract/meta';
import { CSV_IMPORT_TYPES, type CsvImportType, hasAnyRole, isCsvTypeAvailable, priceRules } from '@garage/domain';
import { Alert, Button, FileInput, Group, Modal, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDownload, IconFileTypeCsv, IconHistory } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import {
  type CsvUpload,
  cancelUpload,
  createUpload,
  csvKeys,
  downloadErrors,
  downloadSample,
  runSteps,
  uploadQuery,
} from './csv-import-api.ts';
import { decodeCsv, isCsvName, percent, progressOf } from './csv-import-rules.ts';
import { CsvCounts, CsvRows } from './csv-preview.tsx';

/** Whether the user may import this type: vendor prices need a vendor role and unhidden purchase prices, customer prices a catalogue role. */
function mayImport(roles: readonly string[], type: CsvImportType): boolean {
  if (type === 'VENDOR_PRICE') return hasAnyRole(roles, routes.saveVendorPrice.roles) && !priceRules(roles).hidePurchase;
  if (type === 'CUSTOMER_PART_PRICE' || type === 'CUSTOMER_SERVICE_PRICE')
    return hasAnyRole(roles, routes.savePartCustomerPrice.roles);
  return true;
}

const route = getRouteApi('/tabs/garage-items-csv-upload');
type Phase = 'idle' | 'uploading' | 'checking' | 'importing';

/**
 * /tabs/garage-items-csv-upload (decision 055): choose what the file holds and the file; the server
 * checks every row without saving (a progress bar while it runs); the user sees the counts and the first
 * rows, and confirms; the import runs step by step with its own progress bar. Rows with errors come back
 * as a file with a reason each.
 */
export function CsvUploadPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { upload_id: resumeId } = route.useSearch();
  const [type, setType] = useState<CsvImportType>('INVENTORY');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<CsvUpload | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [confirming, setConfirming] = useState(false);
  const keeper = useRef(createIdempotencyKeeper()).current;
  const leaving = useRef(new AbortController());
  useEffect(() => () => leaving.current.abort(), []);

  const fail = (e: unknown) => {
    setPhase('idle');
    if (e instanceof DOMException && e.name === 'AbortError') return;
    const text = refusalText(e, currentLanguage());
    if (text) toast(text);
    else reportHttpError(e);
  };
  const steps = async (id: number, action: 'check' | 'import') => {
    setPhase(action === 'check' ? 'checking' : 'importing');
    const done = await runSteps(id, action, setUpload, leaving.current.signal);
    setPhase('idle');
    void queryClient.invalidateQueries({ queryKey: csvKeys.all });
    if (action === 'import') void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    return done;
  };

  // An upload opened from the history: shown as it is; one still being checked goes on checking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per upload id
  useEffect(() => {
    if (!resumeId) return;
    queryClient
      .fetchQuery(uploadQuery(resumeId))
      .then((u) => {
        setUpload(u);
        setType(u.import_type);
        if (u.status === 'CHECKING') return steps(u.upload_id, 'check');
      })
      .catch(fail);
  }, [resumeId]);

  if (!hasAnyRole(roles, CSV_IMPORT)) return <AccessDenied />;

  const start = async () => {
    if (!file) return;
    if (!isCsvName(file.name)) return setFileError(t('csvImport.notCsv'));
    setPhase('uploading');
    try {
      const content = decodeCsv(await file.arrayBuffer());
      const key = keeper.keyFor({ type, name: file.name, size: file.size, modified: file.lastModified });
      const created = await createUpload(type, file.name, content, key).finally(() => keeper.settle());
      setUpload(created);
      await steps(created.upload_id, 'check');
    } catch (e) {
      fail(e);
    }
  };
  const confirm = async () => {
    if (!upload) return;
    setConfirming(false);
    await steps(upload.upload_id, 'import').catch(fail);
  };
  const discard = async () => {
    if (!upload) return;
    await cancelUpload(upload.upload_id)
      .then(() => {
        toast(t('csvImport.discarded'), 'success');
        reset();
      })
      .catch(fail);
  };
  const reset = () => {
    setUpload(null);
    setFile(null);
    void navigate({ to: '/tabs/garage-items-csv-upload', search: {}, replace: true });
  };

  const running = phase !== 'idle';
  const progress = upload ? progressOf(upload) : { done: 0, total: 0 };
  const importable = upload ? upload.new_rows + upload.updated_rows : 0;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title={t('csvImport.title')}
        description={t('csvImport.intro')}
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/tabs/csv-upload-history" />}
            variant="default"
            leftSection={<IconHistory size={16} />}
          >
            {t('csvImport.history')}
          </Button>
        }
      />

      {!upload && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm" maw={560}>
            <Select
              label={t('csvImport.type')}
              value={type}
              allowDeselect={false}
              onChange={(v) => v && setType(v as CsvImportType)}
              data={CSV_IMPORT_TYPES.map((value) => ({
                value,
                label: isCsvTypeAvailable(value)
                  ? t(`csvImport.types.${value}`)
                  : `${t(`csvImport.types.${value}`)} (${t('csvImport.notAvailable')})`,
                // Price lists are for whoever may set those prices by hand (decision 061); the server checks too.
                disabled: !isCsvTypeAvailable(value) || !mayImport(roles, value),
              }))}
              description={t(`csvImport.typeHelp.${type}`)}
            />
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                onClick={() => void downloadSample(type).catch(fail)}
              >
                {t('csvImport.sample')}
              </Button>
            </Group>
            <FileInput
              label={t('csvImport.file')}
              placeholder={t('csvImport.filePlaceholder')}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={18} />}
              value={file}
              error={fileError}
              clearable
              onChange={(f) => {
                setFile(f);
                setFileError(f && !isCsvName(f.name) ? t('csvImport.notCsv') : null);
              }}
            />
            <Group>
              <Button onClick={() => void start()} disabled={!file || Boolean(fileError)} loading={phase === 'uploading'}>
                {t('csvImport.upload')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {upload && running && (
        <Paper withBorder p="md" radius="md" aria-live="polite">
          <Text size="sm" mb={6}>
            {t(phase === 'importing' ? 'csvImport.importing' : 'csvImport.checking', {
              done: f.number(progress.done),
              total: f.number(progress.total),
            })}
          </Text>
          <Progress value={percent(progress)} size="lg" striped animated aria-label={t('csvImport.title')} />
        </Paper>
      )}

      {upload && !running && upload.status === 'CHECKED' && (
        <Alert color="blue" title={t('csvImport.checkedTitle')}>
          {t('csvImport.checkedText')}
        </Alert>
      )}
      {upload && !running && upload.status === 'IMPORTING' && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('csvImport.interrupted')}
        </Alert>
      )}
      {upload && !running && upload.status === 'IMPORTED' && (
        <Alert color="green" icon={<IconCheck size={18} />} title={t('csvImport.doneTitle')}>
          {t('csvImport.doneText', { fresh: upload.new_rows, updated: upload.updated_rows, errors: upload.error_rows })}
        </Alert>
      )}

      {upload && upload.status !== 'CHECKING' && (
        <>
          <Text size="sm" c="dimmed">
            {upload.file_name} · {t(`csvImport.types.${upload.import_type}`)} · {t(`csvImport.status.${upload.status}`)}
          </Text>
          <CsvCounts upload={upload} />
          <Group gap="xs">
            {upload.status === 'CHECKED' && (
              <>
                <Button onClick={() => setConfirming(true)} disabled={running || importable === 0}>
                  {t('csvImport.confirm', { count: importable })}
                </Button>
                <Button variant="default" onClick={() => void discard()} disabled={running}>
                  {t('csvImport.cancelUpload')}
                </Button>
              </>
            )}
            {upload.status === 'IMPORTING' && !running && (
              <Button onClick={() => void steps(upload.upload_id, 'import').catch(fail)}>{t('csvImport.resume')}</Button>
            )}
            {upload.error_rows > 0 && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconDownload size={16} />}
                onClick={() => void downloadErrors(upload).catch(fail)}
              >
                {t('csvImport.downloadErrors')}
              </Button>
            )}
            {(upload.status === 'IMPORTED' || upload.status === 'CANCELLED') && (
              <>
                <Button
                  renderRoot={(props) => <Link {...props} to="/tabs/garage-items" search={{ tab: 'parts' }} />}
                  variant="light"
                >
                  {t('csvImport.toParts')}
                </Button>
                <Button variant="default" onClick={reset}>
                  {t('csvImport.another')}
                </Button>
              </>
            )}
          </Group>
          <CsvRows title={t('csvImport.firstErrors')} columns={upload.columns} rows={upload.errors} />
          <CsvRows title={t('csvImport.firstRows')} columns={upload.columns} rows={upload.preview} />
        </>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('csvImport.confirmTitle')} centered size="sm">
        {upload && (
          <Text size="sm">
            {t('csvImport.confirmText', { fresh: upload.new_rows, updated: upload.updated_rows, errors: upload.error_rows })}
          </Text>
        )}
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} data-autofocus>
            {t('csvImport.confirm', { count: importable })}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
