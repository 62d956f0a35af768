/** The legal text machine with its effect: the getPrivacyPolicy / getTermsCondition call. */
import { fromPromise } from 'xstate';
import { termsText } from '../../domain/contract.ts';
import { legalMachine, type LegalDocument, type LegalInput } from '../../machines/legal.ts';
import { acceptedCall } from './api.ts';

async function loadLegal(document: LegalDocument, signal: AbortSignal): Promise<string> {
  if (document === 'privacy') return (await acceptedCall('getPrivacyPolicy', undefined, { signal })).PrivacyPolicy;
  return termsText(await acceptedCall('getTermsCondition', undefined, { signal }));
}

export const legalLoader = legalMachine.provide({
  actors: {
    loadLegal: fromPromise<string, LegalInput>(({ input, signal }) => loadLegal(input.document, signal)),
  },
});
