import type { MyInvitation } from '@garage/contract';
import { parseRoles } from '@garage/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, declineInvitation, invitationsQuery, sessionKeys } from '../../lib/api/session-data.ts';
import { toast } from '../../lib/toast.ts';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import { roleLabel } from './role-label.ts';

/**
 * Invitations to garages waiting for the user's answer (decision 023): an owner's invitation makes the
 * user a member only when accepted here, and the garage's owners see the user's name only after that.
 */
export function InvitationsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQuery());
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => (accept ? acceptInvitation(id) : declineInvitation(id)),
    onSuccess: (result) => toast(result.message, 'success'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.invitations });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.garages });
    },
  });
  const list = invitations.data ?? [];
  if (list.length === 0) return null;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('invitations.title')}
      </Title>
      <Paper withBorder p="sm">
        <Stack gap="sm" component="ul" aria-label={t('invitations.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((invitation) => (
            <InvitationRow
              key={invitation.invitation_id}
              invitation={invitation}
              busy={answer.isPending && answer.variables?.id === invitation.invitation_id}
              onAnswer={(accept) => answer.mutate({ id: invitation.invitation_id, accept })}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function InvitationRow(props: { invitation: MyInvitation; busy: boolean; onAnswer: (accept: boolean) => void }) {
  const { t } = useTranslation();
  const { invitation } = props;
  return (
    <li>
      {/* The answer buttons move under the invitation on narrow screens instead of squeezing its text. */}
      <Group gap="sm" wrap="wrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <GarageBadge name={invitation.garage_name} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {invitation.garage_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('invitations.invitedBy', { name: invitation.invited_by, group: invitation.group_name })}
            </Text>
            <Group gap={4} mt={2}>
              {parseRoles(invitation.roles).map((role) => (
                <Badge key={role} size="xs" variant="outline" color="gray" tt="none">
                  {roleLabel(role)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button size="xs" variant="default" disabled={props.busy} onClick={() => props.onAnswer(false)}>
            {t('invitations.decline')}
          </Button>
          <Button size="xs" loading={props.busy} onClick={() => props.onAnswer(true)}>
            {t('invitations.accept')}
          </Button>
        </Group>
      </Group>
    </li>
  );
}
