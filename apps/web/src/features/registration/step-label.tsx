import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const REGISTRATION_STEPS = 4;

export function StepLabel({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="workshop.7" fw={600} tt="uppercase" mb={4}>
      {t('registration.step', { step, total: REGISTRATION_STEPS })}
    </Text>
  );
}
