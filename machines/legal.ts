/**
 * A legal text (spec sections 2 /privacy-policy and /terms, 7 getPrivacyPolicy / getTermsCondition,
 * 8 Legal pages): loaded from the server when the page opens; when the call fails or the text is empty,
 * "Failed to load Privacy Policy" / "Failed to load Terms & Conditions" and a built-in short text with
 * the shop's contact email are shown instead. One actor per page visit (the screen creates it).
 *
 * The loader is an actor the app provides (src/app/legalEffects.ts); it resolves with the raw HTML of the
 * document. The screen sanitises the HTML before it renders it.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { shopDetails } from '../domain/shop.ts';

export type LegalDocument = 'privacy' | 'terms';

export const legalTitles: Record<LegalDocument, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
};

/** Section 8: "Failed to load Privacy Policy, Failed to load Terms & Conditions". */
export const legalFailureMessages: Record<LegalDocument, string> = {
  privacy: 'Failed to load Privacy Policy',
  terms: 'Failed to load Terms & Conditions',
};

/** Section 8: "a built-in short text with a contact {email} is shown instead". */
export function builtInLegalText(document: LegalDocument): string {
  const subject = document === 'privacy' ? 'how we look after your personal data' : 'the terms that apply to your orders';
  return (
    `${shopDetails.name} delivers ice cream, cones and candy across Rajkot. ` +
    `The full ${legalTitles[document]} could not be shown right now. ` +
    `For any question about ${subject}, write to us at ${shopDetails.email}.`
  );
}

export interface LegalInput {
  document: LegalDocument;
}

export interface LegalContext {
  document: LegalDocument;
  /** The document's HTML as the server sent it (not yet sanitised); empty until it is loaded. */
  html: string;
}

export type LegalEvent = { type: 'RETRY' };

export const legalMachine = setup({
  types: {
    context: {} as LegalContext,
    events: {} as LegalEvent,
    input: {} as LegalInput,
  },
  actors: {
    /** The document's HTML (getPrivacyPolicy or getTermsCondition); rejects when the call fails. */
    loadLegal: fromPromise<string, LegalInput>(() => Promise.reject(new Error('loadLegal not provided'))),
  },
  guards: {
    hasText: ({ event }) => 'output' in event && typeof event.output === 'string' && event.output.trim() !== '',
  },
  actions: {
    storeHtml: assign({ html: ({ event }) => ('output' in event && typeof event.output === 'string' ? event.output : '') }),
  },
}).createMachine({
  id: 'legal',
  context: ({ input }) => ({ document: input.document, html: '' }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLegal',
        src: 'loadLegal',
        input: ({ context }) => ({ document: context.document }),
        onDone: [{ guard: 'hasText', target: 'ready', actions: 'storeHtml' }, { target: 'failed' }],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    /** The failure message and the built-in text; the page may try again. */
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

export type LegalSnapshot = SnapshotFrom<typeof legalMachine>;

/** What a legal page shows. */
export type LegalView =
  | { kind: 'loading'; title: string }
  | { kind: 'ready'; title: string; html: string }
  | { kind: 'failed'; title: string; message: string; text: string };

export function legalView(snapshot: LegalSnapshot): LegalView {
  const { document, html } = snapshot.context;
  const title = legalTitles[document];
  if (snapshot.matches('ready')) return { kind: 'ready', title, html };
  if (snapshot.matches('failed')) return { kind: 'failed', title, message: legalFailureMessages[document], text: builtInLegalText(document) };
  return { kind: 'loading', title };
}
