import * as Toast from '@radix-ui/react-toast';
import { dismiss, useToasts } from '../app/toastQueue.ts';
import * as css from './Toaster.css.ts';
import { button } from './ui.css.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { useTexts, useWords } from '../app/texts.ts';

export default function Toaster() {
  const wordsOf = useWords();
  const toastTexts = useTexts(englishToastTexts);
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={4000} label={toastTexts.notificationLabel}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={css.toast[toast.tone]}
          // A toast that asks for an action stays until it is answered or closed.
          duration={toast.action ? Infinity : undefined}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <Toast.Title className={css.title}>{wordsOf(toast.message)}</Toast.Title>
          {toast.description ? <Toast.Description>{wordsOf(toast.description)}</Toast.Description> : null}
          {toast.action ? (
            <Toast.Action className={`${button.primary} ${css.action}`} altText={wordsOf(toast.action.label)} onClick={toast.action.onSelect}>
              {wordsOf(toast.action.label)}
            </Toast.Action>
          ) : null}
          <Toast.Close className={css.close} aria-label={toastTexts.dismissToast}>
            {toastTexts.dismissToastSymbol}
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={css.viewport} label={toastTexts.notificationsRegion} />
    </Toast.Provider>
  );
}

