/**
 * Today's catalogue from the app's catalogue actor, for Order again (machines/reorder.ts): a catalogue
 * that is stale, or failed to load, is fetched again (OPENED, as a products screen does); one loading is
 * waited for. Resolves with the products once no load or update is under way (a failed background update
 * keeps the list the storefront shows), rejects with the reason when the catalogue cannot be loaded.
 */
import { waitFor, type Actor } from 'xstate';
import { sayMessages } from '../../domain/messages/index.ts';
import type { Product } from '../../domain/products.ts';
import type { catalogueMachine } from '../../machines/catalogue.ts';
import { ApiError } from './apiError.ts';

export async function freshCatalogue(catalogue: Actor<typeof catalogueMachine>, signal?: AbortSignal): Promise<readonly Product[]> {
  catalogue.send({ type: 'OPENED' });
  const settled = await waitFor(catalogue, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('updating'), {
    timeout: Infinity,
    ...(signal ? { signal } : {}),
  });
  // The catalogue's failure is its calls' failure: the same words, by key when they are the client's own.
  if (settled.matches('error')) throw new ApiError(settled.context.error ?? sayMessages('failedToFetchProducts'), null);
  return settled.context.products;
}
