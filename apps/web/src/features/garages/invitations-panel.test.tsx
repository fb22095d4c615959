import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../lib/test-helpers.ts';
import { renderScreen } from '../../lib/test-render.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';

const invitation = {
  invitation_id: 5,
  garage_id: 12,
  garage_name: 'Bay Motors',
  group_name: 'Bay Group',
  invited_by: 'Bruno Owner',
  roles: 'TECHNICIAN,VIEW_ORDER',
  invited_at: '2026-11-21T06:00:00.000Z',
};

/** A server with one pending invitation until it is answered. */
function serve() {
  let pending = [invitation];
  const answers: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/customer/user/invitations' && (init.method ?? 'GET') === 'GET')
        return jsonResponse(200, pending);
      answers.push(`${init.method} ${url.pathname}`);
      pending = [];
      return jsonResponse(200, { message: init.method === 'POST' ? 'Invitation accepted' : 'Invitation declined' });
    }),
  );
  return answers;
}

describe('invitations on the garage chooser', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows who invited the user to which garage with which roles, and accepts', async () => {
    const answers = serve();
    await renderScreen(<InvitationsPanel />);
    expect(await screen.findByText('Bay Motors')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Invited by Bruno Owner (Bay Group)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Technician')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByText('Bay Motors')).toBeNull());
    expect(answers).toEqual(['POST /api/customer/user/invitations/5/accept']);
  });

  it('declines', async () => {
    const answers = serve();
    await renderScreen(<InvitationsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByText('Bay Motors')).toBeNull());
    expect(answers).toEqual(['DELETE /api/customer/user/invitations/5']);
  });
});
