import { INSURANCE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  type InsurancePartner,
  insurancePartnersQuery,
  insurerKeys,
  sortPartners,
  updateInsurancePartner,
} from '../../lib/invoices/insurance-api.ts';
import { InsurancePartnerModal } from '../../lib/invoices/insurance-partner-modal.tsx';
import { toggledBody } from '../../lib/invoices/insurance-partner-rules.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { PartnerCards, PartnersTable } from './insurance-partners-list.tsx';
import { InsurerDues } from './insurer-dues.tsx';

const route = getRouteApi('/tabs/insurance-provider');

/** Activate or deactivate a partner, once the user has confirmed. */
function ToggleDialog({ partner, onClose }: { partner: InsurancePartner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (p: InsurancePartner) => updateInsurancePartner(p.id, toggledBody(p)),
    onSuccess: (p) => {
      void queryClient.invalidateQueries({ queryKey: insurerKeys.all });
      toast(
        p.active ? t('invoices.insurers.activated', { name: p.name }) : t('invoices.insurers.deactivated', { name: p.name }),
        'success',
      );
      onClose();
    },
    onError: (e) => {
      const refusal = refusalText(e, currentLanguage());
      if (refusal) toast(refusal);
      else reportHttpError(e);
    },
  });
  const deactivating = partner?.active ?? false;
  const name = partner?.name ?? '';
  return (
    <Modal
      opened={partner !== null}
      onClose={() => !toggle.isPending && onClose()}
      title={deactivating ? t('invoices.insurers.deactivateTitle', { name }) : t('invoices.insurers.activateTitle', { name })}
      centered
      size="sm"
    >
      <Text size="sm">{deactivating ? t('invoices.insurers.deactivateText') : t('invoices.insurers.activateText')}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose} disabled={toggle.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          color={deactivating ? 'red' : undefined}
          loading={toggle.isPending}
          onClick={() => partner && toggle.mutate(partner)}
          data-autofocus
        >
          {deactivating ? t('invoices.insurers.deactivate') : t('invoices.insurers.activate')}
        </Button>
      </Group>
    </Modal>
  );
}

/** /tabs/insurance-provider: the garage's insurers with what each still owes; writers add and change them. */
export function InsurancePartnersPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const navigate = useNavigate();
  const { dues } = route.useSearch();
  const canRead = hasAnyRole(roles, INSURANCE_READ);
  // Who may write is the route's own role set, not a copy of it.
  const canWrite = hasAnyRole(roles, routes.createInsurancePartner.roles);
  const list = useQuery({ ...insurancePartnersQuery(), enabled: canRead });
  const [editing, setEditing] = useState<InsurancePartner | 'new' | null>(null);
  const [toggling, setToggling] = useState<InsurancePartner | null>(null);

  if (!canRead) return <AccessDenied title={t('features.insurancePartners')} />;

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('invoices.insurers.add')}
    </Button>
  ) : null;
  const duesPartner = dues === undefined ? undefined : list.data?.find((p) => p.id === dues);
  const listProps = {
    onEdit: canWrite ? setEditing : null,
    onToggle: canWrite ? setToggling : null,
    duesOf: dues,
  };

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title={t('features.insurancePartners')}
        description={canWrite ? t('invoices.insurers.intro') : t('invoices.insurers.readOnly')}
        actions={addButton}
      />
      <QueryList
        query={list}
        rows={sortPartners}
        skeleton={{ rows: 4 }}
        empty={{
          icon: <IconShieldCheck size={22} />,
          title: t('invoices.insurers.empty'),
          text: t('invoices.insurers.emptyText'),
          action: addButton,
        }}
      >
        {(rows) => (desktop ? <PartnersTable rows={rows} {...listProps} /> : <PartnerCards rows={rows} {...listProps} />)}
      </QueryList>
      {duesPartner && (
        <InsurerDues
          key={duesPartner.id}
          partner={duesPartner}
          onClose={() => void navigate({ to: '/tabs/insurance-provider', search: {}, resetScroll: false })}
        />
      )}
      <InsurancePartnerModal
        partner={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ToggleDialog partner={toggling} onClose={() => setToggling(null)} />
    </Stack>
  );
}
