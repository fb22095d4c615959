import { IconTool } from '@tabler/icons-react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test-render.tsx';
import { type ListQuery, QueryList } from './query-list.tsx';

const base: ListQuery<{ content: string[] }> = { data: undefined, isPending: false, isError: false, refetch: vi.fn() };

const list = (query: ListQuery<{ content: string[] }>) => (
  <QueryList query={query} rows={(d) => d.content} empty={{ icon: <IconTool />, title: 'No services yet' }}>
    {(rows, { stale }) => (
      <ul data-stale={stale}>
        {rows.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    )}
  </QueryList>
);

describe('QueryList', () => {
  afterEach(cleanup);

  it('shows bars while the first answer loads', async () => {
    await renderScreen(list({ ...base, isPending: true }));
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a list’s own loading layout instead of the bars when given one', async () => {
    await renderScreen(
      <QueryList query={{ ...base, isPending: true }} rows={(d) => d.content} empty={null} pending={<p>Loading plans</p>}>
        {(rows) => rows.join(', ')}
      </QueryList>,
    );
    expect(screen.getByText('Loading plans')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a retry when the first load failed', async () => {
    const refetch = vi.fn();
    await renderScreen(list({ ...base, isError: true, refetch }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says the list is empty', async () => {
    await renderScreen(list({ ...base, data: { content: [] } }));
    expect(screen.getByText('No services yet')).toBeInTheDocument();
  });

  it('keeps showing rows whose refresh failed, marked stale while a newer answer loads', async () => {
    await renderScreen(list({ ...base, data: { content: ['Oil change'] }, isError: true, isPlaceholderData: true }));
    expect(screen.getByText('Oil change')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('data-stale', 'true');
  });
});
