import * as Toast from '@radix-ui/react-toast';
import { dismiss, useToasts } from '../app/toastQueue.ts';
import * as css from './Toaster.css.ts';
import { messages } from '../../domain/messages.ts';

export default function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={4000}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className={css.toast[toast.tone]}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <Toast.Title className={css.title}>{toast.message}</Toast.Title>
          {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          <Toast.Close className={css.close} aria-label={messages.dismissToast}>
            {messages.dismissToastSymbol}
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={css.viewport} />
    </Toast.Provider>
  );
}

