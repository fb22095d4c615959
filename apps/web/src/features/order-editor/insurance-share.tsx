import { hasAnyRole } from '@garage/domain';
import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { insurancePartnersQuery, sortPartners } from '../../lib/invoices/insurance-api.ts';
import { InsurancePartnerModal } from '../../lib/invoices/insurance-partner-modal.tsx';
import type { EditorDraft } from './editor-draft.ts';
import { insuredLines, sharePreview } from './insurance-rules.ts';
import type { EditorPricing } from './use-editor-pricing.ts';

export interface InsuranceShareProps {
  draft: EditorDraft;
  pricing: EditorPricing;
  partnerId: number | null;
  onPartner: (id: number | null) => void;
  /** "Next" was pressed without a partner. */
  missing: boolean;
}

/**
 * PREPARE_INVOICE with insured lines: the insurer of the claim (an active partner; one can be added in
 * place) and the live totals of the two bills it makes.
 */
export function InsuranceShare({ draft, pricing, partnerId, onPartner, missing }: InsuranceShareProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const canAdd = hasAnyRole(roles, routes.createInsurancePartner.roles);
  const partners = useQuery(insurancePartnersQuery());
  const [adding, setAdding] = useState(false);
  const active = useMemo(() => sortPartners(partners.data ?? []).filter((p) => p.active), [partners.data]);
  const { totals, taxCategories, settings } = pricing;
  const preview = useMemo(
    () => (totals.ok ? sharePreview(draft.lines, totals.priced.lines, taxCategories, settings) : null),
    [totals, draft.lines, taxCategories, settings],
  );
  const count = insuredLines(draft.lines).length;
  const none = partners.isSuccess && active.length === 0;

  return (
    <Stack gap="xs" mt="sm">
      <Select
        label={t('invoices.prepare.partner')}
        description={t('invoices.prepare.insuredLines', { count })}
        placeholder={partners.isPending ? t('common.loading') : t('invoices.prepare.partnerPlaceholder')}
        required
        searchable
        data={active.map((p) => ({ value: String(p.id), label: p.name }))}
        value={partnerId === null ? null : String(partnerId)}
        onChange={(v) => onPartner(v === null ? null : Number(v))}
        disabled={partners.isPending || none}
        nothingFoundMessage={t('invoices.prepare.noPartnerMatch')}
        error={missing && partnerId === null ? t('invoices.prepare.partnerRequired') : undefined}
        comboboxProps={{ withinPortal: true }}
        maw={{ sm: 420 }}
      />
      {none && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('invoices.prepare.noPartners')}
          </Text>
          {canAdd && (
            <Anchor component="button" type="button" size="sm" onClick={() => setAdding(true)}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconPlus size={14} aria-hidden />
                {t('invoices.prepare.addPartner')}
              </Group>
            </Anchor>
          )}
        </Group>
      )}
      <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" aria-live="polite" data-testid="share-preview">
        {preview ? (
          <>
            <Text size="sm" fw={600} mb={4}>
              {t('invoices.prepare.twoInvoices')}
            </Text>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Text size="sm">
                {t('invoices.prepare.insurerPays')}{' '}
                <Text span fw={650} data-testid="insurer-pays">
                  {f.money(preview.insurer.grand_total)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed" aria-hidden visibleFrom="xs">
                ·
              </Text>
              <Text size="sm">
                {t('invoices.prepare.customerPays')}{' '}
                <Text span fw={650} data-testid="customer-pays">
                  {f.money(preview.customer.grand_total)}
                </Text>
              </Text>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('invoices.prepare.previewUnknown')}
          </Text>
        )}
      </Paper>
      <InsurancePartnerModal
        partner={null}
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(saved) => saved.active && onPartner(saved.id)}
      />
    </Stack>
  );
}
