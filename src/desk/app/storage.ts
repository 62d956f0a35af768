/**
 * The desk's session in this browser: its own key, apart from the customer's `auth_token` and `user`, so
 * a customer session and a desk session in one browser never read each other's token.
 */
import type { DeskSession } from '../../../machines/desk/deskSession.ts';

export const DESK_SESSION_KEY = 'desk_session';

export function readDeskSession(): DeskSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(DESK_SESSION_KEY) ?? 'null') as Partial<DeskSession> | null;
    const account = stored?.account;
    if (typeof stored?.token !== 'string' || !account || typeof account.name !== 'string') return null;
    if (account.role !== 'owner' && account.role !== 'staff') return null;
    return { token: stored.token, account };
  } catch {
    return null;
  }
}

export function writeDeskSession(session: DeskSession | null): void {
  try {
    if (session) localStorage.setItem(DESK_SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(DESK_SESSION_KEY);
  } catch {
    // Storage blocked (private mode): the desk keeps its session in memory until the tab closes.
  }
}

export const readDeskToken = (): string | null => readDeskSession()?.token ?? null;
