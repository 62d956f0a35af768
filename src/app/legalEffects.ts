/** The legal text machine with its effect: the getPrivacyPolicy / getTermsCondition call. */
import { createContext } from 'react';
import { fromPromise, type ActorOptions } from 'xstate';
import { legalMachine, type LegalDocument, type LegalInput } from '../../machines/legal.ts';
import { acceptedCall } from './api.ts';

async function loadLegal(document: LegalDocument, signal: AbortSignal): Promise<string> {
  if (document === 'privacy') return (await acceptedCall('getPrivacyPolicy', undefined, { signal })).PrivacyPolicy;
  const answer = await acceptedCall('getTermsCondition', undefined, { signal });
  // The contract (zod) is loaded by the call already; importing it here keeps it out of the legal screen's chunks.
  const { termsText } = await import('../../domain/contract.ts');
  return termsText(answer);
}

export const legalLoader = legalMachine.provide({
  actors: {
    loadLegal: fromPromise<string, LegalInput>(({ input, signal }) => loadLegal(input.document, signal)),
  },
});

/** The legal machine a page visit runs, with options for its actor (tests give a fake loader and an inspector). */
export interface LegalActorSetup {
  logic: typeof legalLoader;
  options?: Pick<ActorOptions<typeof legalLoader>, 'inspect' | 'clock'>;
}

export const LegalActorContext = createContext<LegalActorSetup>({ logic: legalLoader });
