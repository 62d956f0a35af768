/**
 * A question before a step that cannot be undone (issue 13: Clear Cart, Cancel Order): the customer
 * confirms it or keeps things as they are; Escape and a click outside keep them too. Whether it is asked
 * is the machine's state; the dialog's code (Radix Dialog) loads only when it is first asked, so the
 * screens' own chunks stay small.
 */
import { Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal.tsx';
import { lazyScreen } from './ScreenBoundary.tsx';

const ConfirmModal = lazyScreen<ConfirmDialogProps>(() => import('./ConfirmModal.tsx'));

export function ConfirmDialog({ open, ...props }: ConfirmDialogProps & { open: boolean }) {
  return open ? (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null;
}
