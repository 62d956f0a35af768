/**
 * A question before a step that cannot be undone (issue 13: Clear Cart, Cancel Order, Delete of an
 * address): the customer confirms it or keeps things as they are; Escape and a click outside keep them
 * too. Whether it is asked is the machine's state (or the screen's); the dialog's code (Radix Dialog)
 * loads only when it is first asked, so the screens' own chunks stay small. While it loads (a slow
 * network), "Loading…" shows where the dialog opens, over the page, so the step waits visibly. When it
 * closes, the focus goes back to the control that opened it (WAI-ARIA dialog pattern).
 */
import { Suspense } from 'react';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import type { ConfirmDialogProps } from './ConfirmModal.tsx';
import type { DialogProps } from './Dialog.tsx';
import * as css from './ConfirmDialog.css.ts';
import { lazyScreen } from './ScreenBoundary.tsx';
import { useReturnFocus } from './returnFocus.ts';
import { useTexts } from '../app/texts.ts';

const ConfirmModal = lazyScreen<ConfirmDialogProps>(() => import('./ConfirmModal.tsx'));
const DialogModal = lazyScreen<DialogProps>(() => import('./Dialog.tsx').then((module) => ({ default: module.Dialog })));

function Loading() {
  const messages = useTexts(englishMessages);
  return (
    <div className={css.loadingOverlay}>
      <p role="status" className={css.loadingBox}>
        {messages.loadingScreen}
      </p>
    </div>
  );
}

export function ConfirmDialog({ open, ...props }: ConfirmDialogProps & { open: boolean }) {
  useReturnFocus(open);
  return open ? (
    <Suspense fallback={<Loading />}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null;
}

/**
 * Any dialog (src/components/Dialog.tsx) opened by `open`, its code loaded the same way when it is first
 * opened: the registration's consent summaries, the delete-account question (issue 14: the account
 * screens' own chunks without Radix Dialog).
 */
export function LazyDialog({ open, ...props }: Omit<DialogProps, 'open'> & { open: boolean }) {
  useReturnFocus(open);
  return open ? (
    <Suspense fallback={<Loading />}>
      <DialogModal open {...props} />
    </Suspense>
  ) : null;
}
