/**
 * What every machine shares: how a failed call's words are read, how an actor the app has not provided
 * fails, and the shape of a toast (`notify`). Machines import these instead of writing their own.
 */

export type NoticeTone = 'success' | 'error' | 'info';

/** The params of every machine's `notify` action: one toast. */
export interface Notice {
  message: string;
  tone: NoticeTone;
  /** The server's words under the title, when it gave any. */
  description?: string;
}

export const notice = (message: string, tone: NoticeTone, description?: string): Notice =>
  description === undefined ? { message, tone } : { message, tone, description };

/**
 * The words a refused or failed call carried: the `message` of a thrown error, a thrown string, or the
 * server's `msg`; null when it carried none (blank counts as none), so that the caller names its own fallback.
 */
export function errorText(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() !== '' ? error : null;
  if (!error || typeof error !== 'object') return null;
  const { message, msg } = error as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof msg === 'string' && msg.trim() !== '') return msg;
  return null;
}

/** errorText, or the flow's own fallback text when the call carried no words. */
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
