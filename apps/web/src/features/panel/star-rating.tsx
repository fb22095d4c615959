import { starCount } from '@garage/domain';
import { Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A 1-5 star rating for reading (spec 2.1), with its value said in words for screen readers. */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const count = starCount(rating);
  return (
    <Rating
      value={count}
      count={5}
      readOnly
      size={size}
      role="img"
      aria-label={t('panel.stars', { count })}
      data-rating={count}
    />
  );
}
