/** How the desk names a role next to a person's name. */
import type { DeskSectionRole } from '../../domain/desk/sections.ts';

export const ROLE_LABEL: Record<DeskSectionRole, string> = { owner: 'Owner', staff: 'Staff' };
