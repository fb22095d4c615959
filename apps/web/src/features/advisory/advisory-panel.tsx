import type { VehicleType } from '@garage/domain';
import { type AdvisoryTopic, message } from '@garage/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvisoryVehicleId } from '../../lib/advisory/advisory-vehicle-source.ts';
import { brandsQuery, modelsQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { formatGarageDateTime } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { isStandalone } from '../../lib/platform.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './advisory.module.css';
import { fetchAdvisory, recommendationsQuery } from './advisory-api.ts';
import { sanitizeAdvisoryHtml } from './advisory-html.ts';
import {
  ADVISORY_TABS,
  type AdvisoryState,
  type AdvisoryTab,
  advisoryReducer,
  initialAdvisoryState,
  opensInNewTab,
  orderLink,
  panelView,
  scrollTarget,
} from './advisory-rules.ts';

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

type Dispatch = (action: Parameters<typeof advisoryReducer>[1]) => void;

function garageVehicleTypes(type: string): VehicleType[] {
  if (type === 'bike') return ['bike'];
  if (type === 'both') return ['car', 'bike'];
  return ['car'];
}

function SelectView({ state, dispatch }: { state: AdvisoryState; dispatch: Dispatch }) {
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

const GENERATED: readonly AdvisoryTopic[] = ['oil', 'service', 'tyre'];
const isGenerated = (tab: AdvisoryTab): tab is AdvisoryTopic => (GENERATED as readonly string[]).includes(tab);

function ModelView({ state, dispatch }: { state: AdvisoryState; dispatch: Dispatch }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<Partial<Record<AdvisoryTopic, boolean>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const recommendations = useQuery({ ...recommendationsQuery(state.userCarId ?? 0), enabled: state.userCarId !== null });
  const modelId = state.model?.id ?? null;
  // Answers for a model the panel has since left (Reset, another vehicle) are dropped.
  const currentModel = useRef(modelId);
  currentModel.current = modelId;

  const load = useCallback(
    async (topic: AdvisoryTopic) => {
      if (modelId === null) return;
      setLoading((l) => ({ ...l, [topic]: true }));
      try {
        const answer = await fetchAdvisory({
          topic,
          model_id: modelId,
          ...(state.userCarId !== null ? { user_car_id: state.userCarId } : {}),
        });
        if (currentModel.current !== modelId) return;
        setNotice(null);
        dispatch({ type: 'answer', topic, html: sanitizeAdvisoryHtml(answer.html) });
      } catch (error) {
        if (currentModel.current !== modelId) return;
        if (error instanceof HttpError && error.code === 'ADVISORY_NOT_CONFIGURED' && error.serverMessage) {
          setNotice(error.serverMessage);
        } else if (error instanceof HttpError && error.code === 'RATE_LIMITED' && error.serverMessage) {
          toast(error.serverMessage);
        } else {
          // Spec 8: any other advisory failure.
          toast(message('advisory.failed', currentLanguage()));
        }
      } finally {
        setLoading((l) => ({ ...l, [topic]: false }));
      }
    },
    [modelId, state.userCarId, dispatch],
  );

  const choose = (tab: AdvisoryTab) => {
    dispatch({ type: 'tab', tab });
    // Spec 4: choosing Recommendations reloads the earlier orders; the others ask once per model.
    if (tab === 'recommendations') {
      if (state.userCarId !== null) void recommendations.refetch();
    } else if (state.results[tab] === undefined && !loading[tab]) {
      void load(tab);
    }
  };

  return (
    <Stack gap="sm" data-testid="advisory-model">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          {state.brand && (
            <Badge variant="light" color="blue" size="lg" className={classes.badge} title={t('advisory.brand')}>
              {state.brand.name}
            </Badge>
          )}
          {state.model && (
            <Badge variant="light" color="grape" size="lg" className={classes.badge} title={t('advisory.model')}>
              {state.model.name}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={() => {
            setNotice(null);
            dispatch({ type: 'reset' });
          }}
        >
          {t('advisory.reset')}
        </Button>
      </Group>

      <TabStrip tab={state.tab} onChange={choose} />

      <Box className={classes.tabBody} aria-busy={(isGenerated(state.tab) && loading[state.tab]) || undefined}>
        {state.tab === 'recommendations' ? (
          <RecommendationsTab
            userCarId={state.userCarId}
            loading={recommendations.isFetching}
            failed={recommendations.isError}
            orders={recommendations.data?.orders ?? []}
          />
        ) : (
          <GeneratedTab topic={state.tab} loading={loading[state.tab] === true} html={state.results[state.tab]} notice={notice} />
        )}
      </Box>

      <Text size="xs" c="dimmed" className={classes.disclaimer}>
        <IconInfoCircle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t('advisory.disclaimer')}
      </Text>
    </Stack>
  );
}

/** The four tabs in a strip that scrolls sideways in 100 px steps with arrows (spec 2.7). */
function TabStrip({ tab, onChange }: { tab: AdvisoryTab; onChange: (tab: AdvisoryTab) => void }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1 });
  }, []);
  useEffect(() => {
    measure();
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: -1 | 1) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: scrollTarget(el.scrollLeft, direction, el.scrollWidth - el.clientWidth), behavior: 'smooth' });
  };

  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as AdvisoryTab)} variant="pills" radius="xl">
      <Group gap={4} wrap="nowrap" align="center">
        <ActionIcon variant="subtle" onClick={() => scroll(-1)} disabled={edges.start} aria-label={t('advisory.scrollLeft')}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <div ref={strip} className={classes.strip} onScroll={measure} data-testid="advisory-tab-strip">
          <Tabs.List aria-label={t('advisory.tabs.label')} className={classes.tabList}>
            {ADVISORY_TABS.map((value) => (
              <Tabs.Tab key={value} value={value} className={classes.tab}>
                {t(`advisory.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </div>
        <ActionIcon variant="subtle" onClick={() => scroll(1)} disabled={edges.end} aria-label={t('advisory.scrollRight')}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Tabs>
  );
}

function Skeletons() {
  const { t } = useTranslation();
  return (
    <Stack gap={8} aria-label={t('advisory.loading')} data-testid="advisory-skeleton">
      <Skeleton height={14} width="60%" />
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={14} width="40%" />
    </Stack>
  );
}

function RecommendationsTab({
  userCarId,
  loading,
  failed,
  orders,
}: {
  userCarId: number | null;
  loading: boolean;
  failed: boolean;
  orders: readonly { order_id: number; external_order_id: string; created_at: string; garage_recommendation: string | null }[];
}) {
  const { t, i18n } = useTranslation();
  const { garage } = useShellData();
  const desktop = useIsDesktop();
  const newTab = opensInNewTab(desktop, isStandalone());
  if (loading) return <Skeletons />;
  // Spec 7: a failed recommendations call is silent.
  if (failed) return null;
  if (userCarId === null || orders.length === 0) {
    return (
      <Stack gap={4} align="center" ta="center" py="md" data-testid="advisory-no-history">
        <Text fw={600}>{t('advisory.noHistory')}</Text>
        <Text size="sm" c="dimmed">
          {t('advisory.noHistoryText')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" className={classes.orders}>
      {orders.map((o) => (
        <Paper component="li" key={o.order_id} withBorder p="xs" radius="md">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {newTab ? (
              <Anchor
                href={orderLink(o.order_id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('advisory.orderOpensNewTab', { order: o.external_order_id })}
                fw={600}
                size="sm"
              >
                {o.external_order_id}
              </Anchor>
            ) : (
              <Anchor
                renderRoot={(props) => <Link {...props} to="/tabs/order-details" search={{ order: o.order_id }} />}
                fw={600}
                size="sm"
              >
                {o.external_order_id}
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              {formatGarageDateTime(o.created_at, garage.time_zone, i18n.language === 'es' ? 'es' : 'en')}
            </Text>
          </Group>
          <Text size="sm" mt={4} c={o.garage_recommendation ? undefined : 'dimmed'} className={classes.recommendation}>
            {o.garage_recommendation ?? t('advisory.noRecommendations')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function GeneratedTab({
  topic,
  loading,
  html,
  notice,
}: {
  topic: AdvisoryTopic;
  loading: boolean;
  html: string | undefined;
  notice: string | null;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeletons />;
  if (notice) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="advisory-notice">
        {notice}
      </Alert>
    );
  }
  if (html === undefined) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('advisory.noAdvice')}
      </Text>
    );
  }
  return (
    <div
      className={classes.answer}
      data-testid={`advisory-answer-${topic}`}
      // Sanitised twice: on the server and by DOMPurify just before (advisory-html.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the answer is an HTML table by design, sanitised.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
