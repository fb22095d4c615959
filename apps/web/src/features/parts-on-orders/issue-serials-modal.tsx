import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartApprovalLine } from '../../lib/parts-on-orders/parts-api.ts';
import { SerialPicker } from '../../lib/stock/serial-picker.tsx';

/**
 * The parts desk issues a part sold by serial number (decision 056 addendum): which serial numbers are
 * handed out, the line's own ones to start with; exactly as many as the line's quantity.
 */
export function IssueSerialsModal({
  line,
  pending,
  onClose,
  onIssue,
}: {
  line: PartApprovalLine | null;
  pending: boolean;
  onClose: () => void;
  onIssue: (serials: string[]) => void;
}) {
  const { t } = useTranslation();
  const [serials, setSerials] = useState<string[]>([]);
  useEffect(() => setSerials(line ? [...line.serials] : []), [line]);
  const count = line?.serial_count ?? 0;
  return (
    <Modal
      opened={line !== null}
      onClose={() => !pending && onClose()}
      title={line ? t('parts.approval.issueTitle', { part: line.part_name }) : ''}
      centered
    >
      {line && (
        <Stack gap="md">
          <Text size="sm">{t('parts.approval.issueText', { order: line.external_order_id })}</Text>
          <SerialPicker
            partId={line.part_id}
            partName={line.part_name}
            count={count}
            value={serials}
            onChange={setSerials}
            disabled={pending}
            source={{ orderId: line.order_id }}
            required
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button loading={pending} disabled={serials.length !== count} onClick={() => onIssue(serials)} data-autofocus>
              {t('parts.approval.issue')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
