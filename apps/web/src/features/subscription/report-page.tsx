import { Alert, Anchor, Button, Code, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { accessProfileQuery } from './api.ts';

/**
 * /tabs/tableau?report={name}: one head-office report or dashboard of the access profile (spec 2.3).
 * BI dashboards are not part of this product: a report shows its embedded dashboard only when an address
 * is configured, else a clear not-configured state (decision 017).
 */
export function ReportPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const { garage, user } = useShellData();
  const profile = useQuery(accessProfileQuery(garage.garage_id, user.user_id));
  const back = {
    label: t('subs.reports.back'),
    render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/dashboard" />,
  };

  if (profile.isPending) {
    return (
      <Stack>
        <Skeleton h={32} w="50%" />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const report = profile.data?.reports.find((r) => r.name === name);
  if (!report) {
    return (
      <>
        <PageHeader title={t('subs.reports.pageTitle')} back={back} />
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('subs.reports.unknown')}
        </Alert>
      </>
    );
  }
  // The menu already refuses with a toast; an address typed by hand gets the same rule.
  if (!report.allowed) return <AccessDenied title={report.title} />;

  return (
    <Stack gap="md">
      <PageHeader
        title={report.title}
        description={t(`subs.reports.groups.${report.group}`)}
        back={back}
        actions={
          report.url ? (
            <Button
              component="a"
              href={report.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('subs.reports.openNewTab')}
            </Button>
          ) : null
        }
      />
      <Text size="sm">
        {t('subs.reports.address')}:{' '}
        {report.url ? (
          <Anchor href={report.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {report.url}
          </Anchor>
        ) : (
          <Code>{`${window.location.origin}/tabs/tableau?report=${report.name}`}</Code>
        )}
      </Text>
      {report.url ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <iframe
            title={report.title}
            src={report.url}
            style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
          />
        </Paper>
      ) : (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} title={t('subs.reports.notConfigured')}>
          {t('subs.reports.notConfiguredText')}
        </Alert>
      )}
    </Stack>
  );
}
