/**
 * Today's catalogue from the app's catalogue actor, for Order again (machines/reorder.ts): a catalogue
 * that is stale, or failed to load, is fetched again (OPENED, as a products screen does); one loading is
 * waited for. Resolves with the products once no load or update is under way (a failed background update
 * keeps the list the storefront shows), rejects with the reason when the catalogue cannot be loaded.
 */
import { waitFor, type Actor } from 'xstate';
import { messages } from '../../domain/messages/index.ts';
import type { Product } from '../../domain/products.ts';
import type { catalogueMachine } from '../../machines/catalogue.ts';

export async function freshCatalogue(catalogue: Actor<typeof catalogueMachine>, signal?: AbortSignal): Promise<readonly Product[]> {
  catalogue.send({ type: 'OPENED' });
  const settled = await waitFor(catalogue, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('updating'), {
    timeout: Infinity,
    ...(signal ? { signal } : {}),
  });
  if (settled.matches('error')) throw new Error(settled.context.error ?? messages.failedToFetchProducts);
  return settled.context.products;
}
