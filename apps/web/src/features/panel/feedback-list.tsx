import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import classes from './panel.module.css';
import { type Review, type ReviewFilter, reviewsQuery } from './panel-api.ts';
import { PanelList, pagedListState } from './panel-list.tsx';
import { orderLinkParams } from './panel-rules.ts';
import { StarRating } from './star-rating.tsx';

export interface FeedbackListProps {
  garageId: number;
  timeZone: string;
  filter: ReviewFilter;
  maxHeight?: string;
  /** Show the review text and reason in full (pages) rather than two lines (panel). */
  full?: boolean;
}

/** Customer reviews: customer, 1-5 stars, date and a link to the order (spec 2.1). */
export function FeedbackList({ garageId, timeZone, filter, maxHeight, full }: FeedbackListProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(reviewsQuery(garageId, filter));
  const items = query.data?.pages.flatMap((p) => p.customer_reviews);
  const total = query.data?.pages.at(-1)?.total_elements ?? 0;
  return (
    <PanelList<Review>
      label={t('panel.feedbackLabel')}
      items={items}
      total={total}
      keyOf={(r) => r.review_id}
      render={(r) => <ReviewEntry review={r} timeZone={timeZone} full={full ?? false} />}
      {...pagedListState(query)}
      empty={{ icon: <IconMessageStar size={22} />, title: t('panel.feedbackEmptyTitle'), text: t('panel.feedbackEmptyText') }}
      maxHeight={maxHeight}
    />
  );
}

function ReviewEntry({ review, timeZone, full }: { review: Review; timeZone: string; full: boolean }) {
  const f = useFormat();
  const { t } = useTranslation();
  const order = review.order.external_order_id;
  return (
    <Box className={classes.entry} data-testid="feedback-entry">
      <Text size="sm" fw={600} truncate="end">
        {review.customer.display_name}
      </Text>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <StarRating rating={review.rating} size="xs" />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {f.date(review.created_at, timeZone)}
        </Text>
      </Group>
      {review.review_text && (
        <Text size="xs" lineClamp={full ? undefined : 2} mt={2}>
          {review.review_text}
        </Text>
      )}
      {review.reason && (
        <Text size="xs" c="dimmed" lineClamp={full ? undefined : 1} fs="italic">
          {review.reason}
        </Text>
      )}
      <Anchor
        size="xs"
        fw={600}
        renderRoot={(props) => (
          <Link {...props} to="/tabs/order-details/$orderId/$random" params={orderLinkParams(review.order_id)} />
        )}
        aria-label={t('panel.openOrder', { order })}
      >
        {order}
      </Anchor>
    </Box>
  );
}
