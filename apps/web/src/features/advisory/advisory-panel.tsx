import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvisoryVehicleId } from '../../lib/advisory/advisory-vehicle-source.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { recommendationsQuery } from './advisory-api.ts';
import { ModelView } from './advisory-model-view.tsx';
import { advisoryReducer, initialAdvisoryState, panelView } from './advisory-rules.ts';
import { SelectView } from './advisory-select-view.tsx';

/** The panel's content: access denied, brand and model selection, or the model's tabs (spec 2.7). */
export function AdvisoryPanel() {
  const { roles } = useShellData();
  const vehicleId = useAdvisoryVehicleId();
  const [state, dispatch] = useReducer(advisoryReducer, initialAdvisoryState);
  const view = panelView(roles, state);
  const allowed = view !== 'denied';

  const recommendations = useQuery({ ...recommendationsQuery(vehicleId ?? 0), enabled: allowed && vehicleId !== null });
  const known = recommendations.data?.vehicle;
  // The page's vehicle sets brand and model once its details arrive (a reload of the same vehicle keeps the
  // user's tab and answers); leaving the page forgets it.
  const knownKey = known ? `${known.user_car_id}:${known.brand_id}:${known.model_id}` : null;
  const knownRef = useRef(known);
  knownRef.current = known;
  useEffect(() => {
    const v = knownRef.current;
    if (knownKey && v && v.user_car_id === vehicleId) dispatch({ type: 'vehicle', vehicle: v });
  }, [knownKey, vehicleId]);
  const hadVehicle = state.userCarId !== null;
  useEffect(() => {
    if (vehicleId === null && hadVehicle) dispatch({ type: 'vehicle', vehicle: null });
  }, [vehicleId, hadVehicle]);

  if (view === 'denied') return <DeniedView />;
  if (view === 'select') return <SelectView state={state} dispatch={dispatch} />;
  return <ModelView state={state} dispatch={dispatch} />;
}

function DeniedView() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="xs" py="lg" data-testid="advisory-denied">
      <ThemeIcon size={44} radius="xl" color="red" variant="light" aria-hidden>
        <IconLock size={24} />
      </ThemeIcon>
      <Title order={3}>{t('advisory.accessDenied')}</Title>
      <Text size="sm" role="alert">
        {t('advisory.accessDeniedText')}
      </Text>
    </Stack>
  );
}
