/** The legal text machine with its effect: the getPrivacyPolicy / getTermsCondition call. */
import { createContext } from 'react';
import { fromPromise, type ActorOptions } from 'xstate';
import { legalMachine, type LegalDocument, type LegalInput, type LegalText } from '../../machines/legal.ts';
import { acceptedCall } from './api.ts';

/**
 * The document in the shown language (the call names it, src/app/httpClient.ts); an answer that does not
 * say its language is the old backend's, which has English only.
 */
async function loadLegal(document: LegalDocument, signal: AbortSignal): Promise<LegalText> {
  if (document === 'privacy') {
    const answer = await acceptedCall('getPrivacyPolicy', undefined, { signal });
    return { html: answer.PrivacyPolicy, language: answer.language ?? 'en' };
  }
  const answer = await acceptedCall('getTermsCondition', undefined, { signal });
  // The contract (zod) is loaded by the call already; importing it here keeps it out of the legal screen's chunks.
  const { termsText } = await import('../../domain/contract.ts');
  return { html: termsText(answer), language: answer.language ?? 'en' };
}

export const legalLoader = legalMachine.provide({
  actors: {
    loadLegal: fromPromise<LegalText, LegalInput>(({ input, signal }) => loadLegal(input.document, signal)),
  },
});

/** The legal machine a page visit runs, with options for its actor (tests give a fake loader and an inspector). */
export interface LegalActorSetup {
  logic: typeof legalLoader;
  options?: Pick<ActorOptions<typeof legalLoader>, 'inspect' | 'clock'>;
}

export const LegalActorContext = createContext<LegalActorSetup>({ logic: legalLoader });
