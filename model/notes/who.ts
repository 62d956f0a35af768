/** Who may use a desk area (issue 12, "Who"), read from the desk's role table (domain/desk/roles.ts). */
import { type DeskAction, DESK_ROLES, mayDo } from '../../domain/desk/roles.ts';
import { listed } from './kit.ts';

/** The roles that may use the area: `owner and staff`, or `owner only` when some role may not. */
export function whoMay(area: DeskAction): string {
  const roles = DESK_ROLES.filter((role) => mayDo(role, area));
  return `${listed(roles, 'and')}${roles.length < DESK_ROLES.length ? ' only' : ''}`;
}

/** A screen's "who" row: the roles that may use it, implementing issue 12's "Who". */
export const whoRow = (area: DeskAction) => ({ rule: whoMay(area), cites: [], issues: ['12.who'] });
