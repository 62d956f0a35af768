/** What a path's machine did that a snapshot does not show: its toasts, and how often it asked to print. */
import type { Notice } from '../../../../machines/kit.ts';

export interface OwnerLog {
  toasts: Notice[];
  prints: number;
}
