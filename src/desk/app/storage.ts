/**
 * Who is signed in at the desk in this browser: its own key, apart from the customer's `auth_token` and
 * `user`. It holds the account only (name, role): the desk's token is an HttpOnly cookie the server sets
 * at sign-in (domain/desk/deskCall.ts), out of reach of scripts.
 */
import type { DeskSession } from '../../../machines/desk/deskSession.ts';

export const DESK_SESSION_KEY = 'desk_session';

export function readDeskSession(): DeskSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DESK_SESSION_KEY) ?? 'null') as Partial<DeskSession> | null;
    const account = stored?.account;
    if (!account || typeof account.name !== 'string') return null;
    if (account.role !== 'owner' && account.role !== 'staff') return null;
    return { account };
  } catch {
    return null;
  }
}

export function writeDeskSession(session: DeskSession | null): void {
  try {
    if (session) localStorage.setItem(DESK_SESSION_KEY, JSON.stringify({ account: session.account }));
    else localStorage.removeItem(DESK_SESSION_KEY);
  } catch {
    // Storage blocked (private mode): the desk keeps who is signed in in memory until the tab closes.
  }
}
