/**
 * What every machine shares: how a failed call's words are read, how an actor the app has not provided
 * fails, and the shape of a toast (`notify`). Machines import these instead of writing their own.
 */

import { shownLaterKeys, type Message, type Words } from '../domain/message.ts';
import type { toastTexts } from '../domain/messages/toasts.ts';

export type NoticeTone = 'success' | 'error' | 'info';

/** The params of every machine's `notify` action: one toast, its texts by key (worded by the toaster when shown). */
export interface Notice {
  message: Words;
  tone: NoticeTone;
  /** The server's words under the title, when it gave any. */
  description?: Words;
}

export const notice = (message: Words, tone: NoticeTone, description?: Words): Notice =>
  description === undefined ? { message, tone } : { message, tone, description };

/**
 * The toasts the first load's machines give (the cart's, the session's), by key: their texts are the toaster's
 * (domain/messages/toasts.ts), which only the toaster, the one component that shows a toast, loads.
 */
export const sayToast = shownLaterKeys<typeof toastTexts>('toastTexts');

/** The `notify` action with one toast, as a transition names it. */
export const toast = (message: Words, tone: NoticeTone) => ({ type: 'notify' as const, params: notice(message, tone) });

/**
 * The words a refused or failed call carried, as they arrived: an ApiError's `words` (one of the client's
 * texts by key, or the server's `msg` in the language the call asked for), the `message` of another thrown
 * error, a thrown string, or a `msg`; null when it carried none (blank counts as none), so that the caller
 * names its own fallback.
 */
export function errorWords(error: unknown): Words | null {
  const words = (error as { words?: unknown } | null)?.words;
  return words && typeof words === 'object' ? (words as Message) : errorText(words ?? error);
}

/** errorWords, or the flow's own fallback message when the call carried no words. */
export const errorWordsOr = <Fallback extends Words>(error: unknown, fallback: Fallback): Words => errorWords(error) ?? fallback;

/** errorWords as words already worded, for the desk (English, worded as the call failed). */
export function errorText(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() !== '' ? error : null;
  if (!error || typeof error !== 'object') return null;
  const { message, msg } = error as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  return null;
}

/** errorText, or the desk flow's own fallback text when the call carried no words. */
export const errorTextOr = (error: unknown, fallback: string): string => errorText(error) ?? fallback;

/** The stand-in for an actor the app must provide: it fails, naming the actor. */
export const notProvided =
  (name: string) =>
  (): Promise<never> =>
    Promise.reject(new Error(`${name} not provided`));

/**
 * What a state or transition implements, in its `meta` (docs/architecture.md, "Requirements trace"):
 * sections of the storefront specification (`spec: '4'`) and points of an issue (`issue: '12.4'`).
 */
export interface RequirementMeta {
  spec?: string | readonly string[];
  issue?: string | readonly string[];
}
