/** What a path's machine did that a snapshot does not show: its toasts. */
import type { Notice } from '../../../../machines/kit.ts';

export interface OwnerLog {
  toasts: Notice[];
}
