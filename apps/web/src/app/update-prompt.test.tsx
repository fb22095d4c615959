import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdate } from '../lib/app-update.ts';
import { renderScreen } from '../lib/test-render.tsx';
import { UpdateAvailablePage } from './update-available-page.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

afterEach(cleanup);

describe('update prompt', () => {
  it('stays hidden while no new version waits', async () => {
    await renderScreen(<UpdatePrompt store={createAppUpdate()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a waiting version and activates it on "Update now"', async () => {
    const store = createAppUpdate();
    const activate = vi.fn(async () => undefined);
    await renderScreen(<UpdatePrompt store={store} />);
    act(() => store.offer(activate));
    expect(await screen.findByRole('alertdialog', { name: 'Update available' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('goes away on "Later"', async () => {
    const store = createAppUpdate();
    await renderScreen(<UpdatePrompt store={store} />);
    act(() => store.offer(async () => undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('update-available page', () => {
  it('says the app is current when no new version waits', async () => {
    await renderScreen(<UpdateAvailablePage store={createAppUpdate()} />);
    expect(await screen.findByRole('heading', { name: 'You have the latest version' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update now' })).toBeNull();
  });

  it('offers the waiting version, even after the prompt was put off', async () => {
    const store = createAppUpdate();
    const activate = vi.fn(async () => undefined);
    store.offer(activate);
    store.dismiss();
    await renderScreen(<UpdateAvailablePage store={store} />);
    expect(await screen.findByRole('heading', { name: 'Update available' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
