/**
 * A question before a step that cannot be undone (issue 13: Clear Cart, Cancel Order, Delete of an
 * address): the customer confirms it or keeps things as they are; Escape and a click outside keep them
 * too. Whether it is asked is the machine's state (or the screen's); the dialog's code (Radix Dialog)
 * loads only when it is first asked, so the screens' own chunks stay small. While it loads (a slow
 * network), "Loading…" shows where the dialog opens, over the page, so the step waits visibly.
 */
import { Suspense } from 'react';
import { messages } from '../../domain/messages/index.ts';
import type { ConfirmDialogProps } from './ConfirmModal.tsx';
import * as css from './ConfirmDialog.css.ts';
import { lazyScreen } from './ScreenBoundary.tsx';

const ConfirmModal = lazyScreen<ConfirmDialogProps>(() => import('./ConfirmModal.tsx'));

function Loading() {
  return (
    <div className={css.loadingOverlay}>
      <p role="status" className={css.loadingBox}>
        {messages.loadingScreen}
      </p>
    </div>
  );
}

export function ConfirmDialog({ open, ...props }: ConfirmDialogProps & { open: boolean }) {
  return open ? (
    <Suspense fallback={<Loading />}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null;
}
