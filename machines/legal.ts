/**
 * A legal text (spec sections 2 /privacy-policy and /terms, 7 getPrivacyPolicy / getTermsCondition,
 * 8 Legal pages): loaded from the server when the page opens; when the call fails or the text is empty,
 * "Failed to load Privacy Policy" / "Failed to load Terms & Conditions" and a built-in short text with
 * the shop's contact email are shown instead. One actor per page visit (the screen creates it).
 *
 * The loader is an actor the app provides (src/app/legalEffects.ts); it asks for the document in the shown
 * language and resolves with its raw HTML and the language the HTML is in: where the shop wrote the document
 * only in English, the page says so in the shown language above the English text (issue 24). The screen
 * sanitises the HTML before it renders it.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Language } from '../domain/locale.ts';
import { shopDetails } from '../domain/shop.ts';
import { notProvided } from './kit.ts';
import { legalTexts as englishLegalTexts } from '../domain/messages/legal.ts';
import { textsIn } from '../domain/textCatalogues.ts';

export type LegalDocument = 'privacy' | 'terms';

// In the language a page shows the document in.
export const legalTitle = (language: Language, document: LegalDocument): string => {
  const legalTexts = textsIn(language, englishLegalTexts);
  return document === 'privacy' ? legalTexts.privacyPolicyTitle : legalTexts.termsTitle;
};

export const legalFailureMessage = (language: Language, document: LegalDocument): string => {
  const legalTexts = textsIn(language, englishLegalTexts);
  return document === 'privacy' ? legalTexts.failedToLoadPrivacyPolicy : legalTexts.failedToLoadTerms;
};

const legalSubject = (language: Language, document: LegalDocument): string => {
  const legalTexts = textsIn(language, englishLegalTexts);
  return document === 'privacy' ? legalTexts.privacyPolicySubject : legalTexts.termsSubject;
};

/** Section 8: the built-in short text with the shop's contact email, shown when the document cannot be. */
export function builtInLegalText(language: Language, document: LegalDocument): string {
  const legalTexts = textsIn(language, englishLegalTexts);
  return legalTexts.legalFallback(shopDetails.name, legalTitle(language, document), legalSubject(language, document), shopDetails.email);
}

/**
 * Where a legal page's Back goes: /profile for a logged-in customer (spec section 2, "Back buttons on
 * settings, privacy and terms pages return to /profile"); back in history for a visitor (issue 23), for
 * whom /profile is only a redirect to /login with an error toast.
 */
export const legalBack = (loggedIn: boolean): '/profile' | 'history' => (loggedIn ? '/profile' : 'history');

export interface LegalInput {
  document: LegalDocument;
  /** The language the page is shown in, and asks the document in. */
  language: Language;
}

/** A document as the server sent it: its HTML (not yet sanitised) and the language it is written in. */
export interface LegalText {
  html: string;
  language: Language;
}

export interface LegalContext extends LegalInput {
  /** The document as loaded; null until it is. */
  text: LegalText | null;
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
    loadLegal: fromPromise<LegalText, LegalInput>(notProvided('loadLegal')),
  },
  guards: {
    hasText: (_, params: LegalText) => params.html.trim() !== '',
  },
  actions: {
    storeText: assign((_, params: LegalText) => ({ text: params })),
  },
}).createMachine({
  id: 'legal',
  meta: { spec: '2' },
  context: ({ input }) => ({ document: input.document, language: input.language, text: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: ['2', '7'] },
      invoke: {
        id: 'loadLegal',
        src: 'loadLegal',
        input: ({ context }) => ({ document: context.document, language: context.language }),
        onDone: [
          {
            guard: { type: 'hasText', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeText', params: ({ event }) => event.output },
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: { meta: { spec: '2' } },
    /** The failure message and the built-in text; the page may try again. */
    failed: {
      meta: { spec: ['2', '8'] },
      on: { RETRY: 'loading' },
    },
  },
});

export type LegalSnapshot = SnapshotFrom<typeof legalMachine>;

/** What a legal page shows. */
export type LegalView =
  | { kind: 'loading'; title: string }
  /** `notice`: that the shop gave the document only in English, in the shown language; null when it is in the shown language. */
  | { kind: 'ready'; title: string; html: string; notice: string | null }
  | { kind: 'failed'; title: string; message: string; text: string };

export function legalView(snapshot: LegalSnapshot): LegalView {
  const { document, language, text } = snapshot.context;
  const legalTexts = textsIn(language, englishLegalTexts);
  const title = legalTitle(language, document);
  if (snapshot.matches('ready') && text) {
    return { kind: 'ready', title, html: text.html, notice: text.language === language ? null : legalTexts.onlyInEnglish };
  }
  if (snapshot.matches('failed')) return { kind: 'failed', title, message: legalFailureMessage(language, document), text: builtInLegalText(language, document) };
  return { kind: 'loading', title };
}
