/** The desk's frame: sign-in, the sections a role sees, sign-out, an ended session. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskMessages } from '../../../domain/desk/messages.ts';
import type { DeskRole } from '../../../domain/desk/roles.ts';
import { deskSections } from '../../../domain/desk/sections.ts';
import { ownerSession, staffSession } from '../../../model/models/desk/deskSession.ts';
import { SECTIONS_BY_ROLE } from '../../../model/oracles/deskSections.ts';
import { expectDeskCoverage, renderDesk } from './harness.tsx';

/** The navigation's links a role must see: issue 12's sections for it (written out), by their labels. */
const labelsFor = (role: DeskRole) => SECTIONS_BY_ROLE[role].map((id) => deskSections[id].label);

const navLabels = () =>
  within(screen.getByRole('navigation', { name: deskMessages.deskNavigation }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the desk frame', () => {
  it('signs in with email and password, then opens the first section with the staff sections', async () => {
    const desk = await renderDesk({ path: '/desk', session: null });
    expect(screen.getByRole('heading', { name: deskMessages.signInTitle })).toBeTruthy();
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signInButton }));
    expect(screen.getByRole('alert').textContent).toBe(deskMessages.signInMissing);
    expect(desk.callsOf('signIn')).toEqual([]);
    await desk.user.type(screen.getByLabelText(deskMessages.email), staffSession.account.email);
    await desk.user.type(screen.getByLabelText(deskMessages.password), 'secret1');
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signInButton }));
    expect(desk.callsOf('signIn')).toEqual([{ email: staffSession.account.email, password: 'secret1' }]);
    expect((screen.getByRole('button', { name: deskMessages.signingIn }) as HTMLButtonElement).disabled).toBe(true);
    await desk.settle('signIn', { output: staffSession });
    await waitFor(() => expect(desk.location()).toBe(deskSections.orders.path));
    expect(navLabels()).toEqual(labelsFor('staff'));
    expect(screen.getByText(deskMessages.signedInAs('Asha', 'Staff'))).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('desk_session')!)).toEqual(staffSession);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("shows the server's reason when it refuses the sign-in", async () => {
    const desk = await renderDesk({ path: '/desk', session: null });
    await desk.user.type(screen.getByLabelText(deskMessages.email), 'asha@rajkot-scoops.example');
    await desk.user.type(screen.getByLabelText(deskMessages.password), 'wrong1');
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signInButton }));
    await desk.settle('signIn', { error: new Error('Wrong email or password') });
    expect(screen.getByRole('alert').textContent).toBe('Wrong email or password');
    expect((screen.getByLabelText(deskMessages.email) as HTMLInputElement).value).toBe('asha@rajkot-scoops.example');
  });

  it('shows the owner every section', async () => {
    await renderDesk({ path: '/desk/orders', session: ownerSession });
    expect(navLabels()).toEqual(labelsFor('owner'));
    expect(screen.getByRole('link', { name: deskSections.orders.label }).getAttribute('aria-current')).toBe('page');
  });

  it('signs out back to the sign-in, forgetting the stored session', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signOut }));
    expect(desk.callsOf('signOut')).toHaveLength(1);
    await desk.settle('signOut', { output: null });
    expect(screen.getByRole('heading', { name: deskMessages.signInTitle })).toBeTruthy();
    expect(localStorage.getItem('desk_session')).toBeNull();
  });

  it('an ended session (HTTP 401) returns to the sign-in and says why', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    await desk.visit('/desk/orders');
    desk.actors.session.send({ type: 'SESSION_EXPIRED' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(deskMessages.sessionEnded));
  });

  it('says so on a desk path that does not exist', async () => {
    await renderDesk({ path: '/desk/nope', session: staffSession });
    expect(screen.getByRole('alert').textContent).toBe(deskMessages.noSuchSection);
  });
});

describe('the desk session when its calls fail', () => {
  it('opens the sign-in when the stored session cannot be restored', async () => {
    const desk = await renderDesk({ path: '/desk/orders' });
    await desk.settle('restoreSession', { error: new Error('storage unavailable') });
    expect(screen.getByRole('heading', { name: deskMessages.signInTitle })).toBeTruthy();
  });

  it('signs out on the desk even when the server cannot be told', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signOut }));
    await desk.settle('signOut', { error: new Error('offline') });
    expect(screen.getByRole('heading', { name: deskMessages.signInTitle })).toBeTruthy();
    expect(localStorage.getItem('desk_session')).toBeNull();
  });
});

describe('the desk session through the screens', () => {
  it('reaches every transition the screens can', () => expectDeskCoverage('session', {}));
});
