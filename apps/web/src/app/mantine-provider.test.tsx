import { Drawer, Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { installDomStubs } from '../lib/test-render.tsx';
import { Providers } from './providers.tsx';

/** A modal or drawer as a screen writes it, inside the app's providers and theme. */
function renderInApp(ui: ReactElement) {
  installDomStubs();
  return render(<Providers queryClient={new QueryClient()}>{ui}</Providers>);
}

afterEach(() => {
  cleanup();
  setLanguage('en');
  localStorage.clear();
});

describe('close buttons of modals and drawers are named by the theme (axe button-name)', () => {
  it('names a modal’s close button in the UI language, and again when the language changes', async () => {
    renderInApp(
      <Modal opened onClose={() => {}} title="Rename">
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeVisible();

    act(() => setLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('names the close button of a drawer and of a modal built from parts', async () => {
    renderInApp(
      <>
        <Drawer opened onClose={() => {}} title="Menu">
          Links
        </Drawer>
        <Modal.Root opened onClose={() => {}}>
          <Modal.Content>
            <Modal.Header>
              <Modal.Title>Lock</Modal.Title>
              <Modal.CloseButton />
            </Modal.Header>
          </Modal.Content>
        </Modal.Root>
      </>,
    );
    expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('keeps the name a modal gives its own close button', async () => {
    renderInApp(
      <Modal opened onClose={() => {}} title="Existing orders" closeButtonProps={{ 'aria-label': 'Close without choosing' }}>
        Body
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close without choosing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
