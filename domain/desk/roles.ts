/**
 * Who may do what at the owner's desk (issue 12, "Who"): the owner everything, staff the order work,
 * phone orders and password help only. The server checks every desk call against this table; the
 * desk uses it to show only what the signed-in person may do.
 */

export const DESK_ROLES = ['owner', 'staff'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/**
 * What a desk call does, as the role table knows it. `session` is a person's own sign-in (me,
 * sign-out): everyone signed in. The rest name an area of the desk; each desk call names one.
 */
export const DESK_ACTIONS = [
  'session',
  'orders',
  'phoneOrders',
  'passwordHelp',
  'staff',
  'catalogue',
  'pinCodes',
  'settings',
  'today',
  'export',
  'audit',
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

const STAFF_ACTIONS: ReadonlySet<DeskAction> = new Set<DeskAction>(['session', 'orders', 'phoneOrders', 'passwordHelp']);

export function mayDo(role: DeskRole, action: DeskAction): boolean {
  return role === 'owner' || STAFF_ACTIONS.has(action);
}


