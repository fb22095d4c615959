import type { AdvisoryTopic } from '@garage/domain';
import { ActionIcon, Badge, Box, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { toast } from '../../lib/toast.ts';
import classes from './advisory.module.css';
import { fetchAdvisory, recommendationsQuery } from './advisory-api.ts';
import { sanitizeAdvisoryHtml } from './advisory-html.ts';
import { ADVISORY_TABS, type AdvisoryState, type AdvisoryTab, type Dispatch, scrollTarget } from './advisory-rules.ts';
import { GeneratedTab, RecommendationsTab } from './advisory-tabs.tsx';

const GENERATED: readonly AdvisoryTopic[] = ['oil', 'service', 'tyre'];
const isGenerated = (tab: AdvisoryTab): tab is AdvisoryTopic => (GENERATED as readonly string[]).includes(tab);

export function ModelView({ state, dispatch }: { state: AdvisoryState; dispatch: Dispatch }) {
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
