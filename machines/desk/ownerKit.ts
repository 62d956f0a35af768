/** What the owner's machines share beyond machines/kit.ts. */
import { errorTextOr, notice, type Notice } from '../kit.ts';

/** The toast of a refused or failed save: the screen's own title, the server's words under it. */
export const failedNotice =
  (title: string) =>
  ({ event }: { event: { error?: unknown } }): Notice => {
    const words = errorTextOr(event.error, '');
    return words === '' ? notice(title, 'error') : notice(title, 'error', words);
  };
