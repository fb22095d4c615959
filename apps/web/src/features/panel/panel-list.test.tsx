import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/test-render.tsx';
import { PanelList, type PanelListProps } from './panel-list.tsx';
import { StarRating } from './star-rating.tsx';

type Item = { id: number; name: string };

function list(over: Partial<PanelListProps<Item>> = {}) {
  return (
    <PanelList<Item>
      label="Vehicles due for service"
      items={[
        { id: 1, name: 'Rahul Sharma' },
        { id: 2, name: 'Priya Nair' },
      ]}
      total={2}
      keyOf={(i) => i.id}
      render={(i) => <span>{i.name}</span>}
      isPending={false}
      isError={false}
      onRetry={vi.fn()}
      hasMore={false}
      loadingMore={false}
      onLoadMore={vi.fn()}
      empty={{ icon: null, title: 'No service due', text: 'Vehicles due will be listed here.' }}
      maxHeight="52vh"
      {...over}
    />
  );
}

describe('panel lists (spec 2.1)', () => {
  afterEach(cleanup);

  it('shows skeletons while the first page loads', async () => {
    await renderScreen(list({ isPending: true, items: undefined }));
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
  });

  it('lists the entries with how many of the total are shown, in a scroller of at most 52vh', async () => {
    await renderScreen(list());
    const entries = screen.getByRole('list', { name: 'Vehicles due for service' });
    expect(entries.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('2 of 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const scroller = screen.getByTestId('panel-scroller');
    expect(scroller.style.maxHeight).toBe('52vh');
  });

  it('offers to load more while there are more pages', async () => {
    const onLoadMore = vi.fn();
    await renderScreen(list({ total: 14, hasMore: true, onLoadMore }));
    expect(screen.getByText('2 of 14')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing to list', async () => {
    await renderScreen(list({ items: [], total: 0 }));
    expect(screen.getByText('No service due')).toBeVisible();
    expect(screen.getByText('Vehicles due will be listed here.')).toBeVisible();
  });

  it('says the list failed and retries on request', async () => {
    const onRetry = vi.fn();
    await renderScreen(list({ items: undefined, isError: true, onRetry }));
    expect(screen.getByText('The list could not be loaded.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the entries it has when loading more fails', async () => {
    await renderScreen(list({ isError: true }));
    expect(screen.getByText('Rahul Sharma')).toBeVisible();
  });

  it('says a rating in words', async () => {
    await renderScreen(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  });
});
