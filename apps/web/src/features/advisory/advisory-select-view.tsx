import type { VehicleType } from '@garage/domain';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brandsQuery, modelsQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import type { AdvisoryState, Dispatch } from './advisory-rules.ts';

function garageVehicleTypes(type: string): VehicleType[] {
  if (type === 'bike') return ['bike'];
  if (type === 'both') return ['car', 'bike'];
  return ['car'];
}

export function SelectView({ state, dispatch }: { state: AdvisoryState; dispatch: Dispatch }) {
  const { t } = useTranslation();
  const { garage } = useShellData();
  const types = garageVehicleTypes(garage.type);
  const cars = useQuery({ ...brandsQuery('car'), enabled: types.includes('car') });
  const bikes = useQuery({ ...brandsQuery('bike'), enabled: types.includes('bike') });
  const brandId = state.brand?.id ?? null;
  const models = useQuery({ ...modelsQuery(brandId ?? 0), enabled: brandId !== null });

  const brandOptions = useMemo(() => {
    const seen = new Set<string>();
    return [...(cars.data ?? []), ...(bikes.data ?? [])]
      .map((b) => ({ value: String(b.brand_id), label: b.brand_name }))
      .filter((o) => !seen.has(o.value) && seen.add(o.value));
  }, [cars.data, bikes.data]);
  // Clearing the brand empties the models (spec 4); the server's display names honour hide_brand / hide_fuel.
  const modelOptions = useMemo(
    () =>
      brandId === null
        ? []
        : (models.data ?? []).map((m) => ({ value: String(m.model_id), label: m.display_name || m.model_name })),
    [brandId, models.data],
  );
  const error = state.selectionError;

  return (
    <Stack gap="sm" data-testid="advisory-select">
      <Text size="sm" c="dimmed">
        {t('advisory.selectIntro')}
      </Text>
      <Select
        label={t('advisory.selectBrand')}
        placeholder={t('advisory.searchBrand')}
        searchable
        clearable
        nothingFoundMessage={t('advisory.nothingFound')}
        data={brandOptions}
        value={brandId !== null ? String(brandId) : null}
        onChange={(value, option) =>
          dispatch({ type: 'pickBrand', brand: value ? { id: Number(value), name: option?.label ?? '' } : null })
        }
        error={error === 'selectBrandFirst' ? t('advisory.selectBrandFirst') : undefined}
      />
      <Select
        label={t('advisory.selectModel')}
        placeholder={t('advisory.searchModel')}
        searchable
        clearable
        nothingFoundMessage={t('advisory.nothingFound')}
        data={modelOptions}
        value={state.model ? String(state.model.id) : null}
        onDropdownOpen={() => {
          if (brandId === null) dispatch({ type: 'pickModel', model: null });
        }}
        onChange={(value, option) => {
          const picked = models.data?.find((m) => String(m.model_id) === value);
          // The badge shows the model's own name; the brand has its own badge.
          dispatch({
            type: 'pickModel',
            model: value ? { id: Number(value), name: picked?.model_name ?? option?.label ?? '' } : null,
          });
        }}
        error={
          error === 'selectModelToContinue'
            ? t('advisory.selectModelToContinue')
            : error === 'modelWithoutBrand'
              ? t('advisory.modelWithoutBrand')
              : undefined
        }
      />
      <Button onClick={() => dispatch({ type: 'show' })}>{t('advisory.showRecommendations')}</Button>
    </Stack>
  );
}
