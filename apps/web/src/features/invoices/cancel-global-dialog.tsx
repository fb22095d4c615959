import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { cancelGlobalCfdi, type GlobalCfdi, globalOneQuery } from '../../lib/invoices/global-cfdi-api.ts';
import { invoiceKeys } from '../../lib/invoices/invoices-api.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import {
  CANCEL_GLOBAL_FIELDS,
  CANCEL_GLOBAL_SERVER_KEYS,
  type CancelGlobalField,
  checkCancelGlobal,
  EMPTY_CANCEL,
  REASON_OPTIONS,
  regimeOptions,
  USO_OPTIONS,
} from './cancel-global-rules.ts';

type Global = Pick<GlobalCfdi, 'id' | 'folio' | 'uuid'>;

/**
 * "Cancel" of a global invoice (decision 048, addendum on cancelling it): SAT's reason with a plain word on
 * what each does; for 04 the sale that gets its own CFDI and the customer's fiscal data. The red button is the
 * confirmation (SAT is told, it cannot be undone); the server's refusal shows in place.
 */
export function CancelGlobalDialog({ global, onClose }: { global: Global; onClose: () => void }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoices.global.cancel.title', { folio: `FG-${global.folio}` })}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      <CancelForm global={global} onDone={onClose} />
    </Modal>
  );
}

function CancelForm({ global, onDone }: { global: Global; onDone: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const folio = `FG-${global.folio}`;
  const labels: Record<CancelGlobalField, string> = {
    reason: t('invoices.global.cancel.reason'),
    invoice_id: t('invoices.global.cancel.bill'),
    rfc: t('invoices.global.cancel.rfc'),
    name: t('invoices.global.cancel.name'),
    regimen: t('invoices.global.cancel.regimen'),
    cp: t('invoices.global.cancel.cp'),
    uso_cfdi: t('invoices.global.cancel.uso'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: EMPTY_CANCEL,
    check: checkCancelGlobal,
    labels,
    fields: CANCEL_GLOBAL_FIELDS,
    serverKeys: CANCEL_GLOBAL_SERVER_KEYS,
    send: (body, key) => cancelGlobalCfdi(global.id, body, key),
    onSaved: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      toast(
        answer.substitute
          ? t('invoices.global.cancel.replaced', { folio, substitute: `FG-${answer.substitute.folio}` })
          : t('invoices.global.cancel.done', { folio }),
        'success',
      );
      onDone();
    },
  });
  const { reason, rfc } = form.getValues();
  const nominative = reason === '04';
  const stated = useQuery({ ...globalOneQuery(global.id), enabled: nominative });
  const bills = (stated.data?.bills ?? []).map((b) => ({
    value: String(b.invoice_id),
    label: `${b.invoice_number} · ${b.customer_name} · ${f.money(b.total_amount)}`,
  }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('invoices.global.cancel.title', { folio })}>
      <Stack gap="sm">
        <Text size="sm">{t('invoices.global.cancel.text', { folio })}</Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {global.uuid}
        </Text>
        <Select
          label={labels.reason}
          required
          data={REASON_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {reason && (
          <Alert color="blue" variant="light" p="xs" role="note" data-testid="cancel-explain">
            <Text size="sm">{t(`invoices.global.cancel.explain.${reason}`)}</Text>
          </Alert>
        )}
        {nominative && (
          <>
            <Select
              label={labels.invoice_id}
              required
              data={bills}
              placeholder={stated.isLoading ? t('common.loading') : undefined}
              nothingFoundMessage={t('invoices.global.cancel.noBills')}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('invoice_id')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={labels.rfc}
                description={t('invoices.global.cancel.rfcHint')}
                required
                maxLength={13}
                autoCapitalize="characters"
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.getInputProps('rfc')}
              />
              <TextInput label={labels.cp} required inputMode="numeric" maxLength={5} {...form.getInputProps('cp')} />
            </SimpleGrid>
            <TextInput
              label={labels.name}
              description={t('invoices.global.cancel.nameHint')}
              required
              maxLength={254}
              {...form.getInputProps('name')}
            />
            <Select
              label={labels.regimen}
              required
              searchable
              data={regimeOptions(rfc)}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('regimen')}
            />
            <Select
              label={labels.uso_cfdi}
              required
              searchable
              allowDeselect={false}
              data={USO_OPTIONS}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('uso_cfdi')}
            />
          </>
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('invoices.global.cancel.keep', { folio })}
          </Button>
          <Button type="submit" color="red" loading={saving}>
            {t('invoices.global.cancel.confirm', { folio })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
