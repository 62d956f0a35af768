/**
 * Who is there, read from the session snapshot: the session gate (components/SessionGate.tsx) and the
 * screens read it alike. It lives with the components because a component never imports a screen's module.
 */
import type { SessionSnapshot, SessionUser } from '../../machines/session.ts';

/** Restoring the stored user, a visitor, or a customer (a customer logging out still counts until it is done). */
export type SessionPhase = 'restoring' | 'visitor' | 'customer';

export function sessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('restoring')) return 'restoring';
  return snapshot.context.user ? 'customer' : 'visitor';
}

export const sessionUser = (snapshot: SessionSnapshot): SessionUser | null => snapshot.context.user;
