/**
 * The desk as one actor system (machines/desk/desk.ts): the links between its flows are in the root's
 * chart, seen here through the screens: signing in starts the inbox, signing out ends its live stream and
 * closes a phone order under way, a desk call answered HTTP 401 ends the session.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskMessages } from '../../../domain/desk/messages.ts';
import { staffSession } from '../../../model/models/desk/deskSession.ts';
import { notifyDeskUnauthorized } from '../../../src/desk/app/api.ts';
import { renderDesk } from './harness.tsx';

describe('the desk as one actor system', () => {
  it('runs its flows under one root, each by its systemId', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: null });
    const { system } = desk.actors.desk;
    expect([system.get('session'), system.get('inbox'), system.get('passwordHelp'), system.get('phoneOrder'), system.get('ticket')]).toEqual([
      desk.actors.session, desk.actors.inbox, desk.actors.passwordHelp, desk.actors.phoneOrder, desk.actors.ticket,
    ]);
  });

  it('starts the inbox when someone signs in; signing out ends its live stream and closes a phone order under way', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: null });
    expect(desk.actors.inbox.getSnapshot().matches('signedOut')).toBe(true);
    await desk.user.type(screen.getByLabelText(deskMessages.email), staffSession.account.email);
    await desk.user.type(screen.getByLabelText(deskMessages.password), 'secret1');
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signInButton }));
    await desk.settle('signIn', { output: staffSession });
    expect(desk.callsOf('fetchOrders')).toHaveLength(1);
    await desk.stream({ type: 'STREAM_CONNECTED' });
    act(() => desk.actors.phoneOrder.send({ type: 'OPEN' }));
    expect(desk.actors.phoneOrder.getSnapshot().matches('closed')).toBe(false);

    await desk.user.click(screen.getByRole('button', { name: deskMessages.signOut }));
    await desk.settle('signOut', { output: null });
    expect(desk.actors.inbox.getSnapshot().matches('signedOut')).toBe(true);
    await expect(desk.stream({ type: 'STREAM_CONNECTED' })).rejects.toThrow('the inbox is not watching the live stream');
    expect(desk.actors.phoneOrder.getSnapshot().matches('closed')).toBe(true);
  });

  it('a desk call answered HTTP 401 ends the session and the inbox with it', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    expect(desk.actors.inbox.getSnapshot().matches('signedOut')).toBe(false);
    act(() => notifyDeskUnauthorized());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(deskMessages.sessionEnded));
    expect(desk.actors.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(desk.actors.inbox.getSnapshot().matches('signedOut')).toBe(true);
  });
});
