/**
 * Today's catalogue from the app's catalogue actor, for Order again (machines/reorder.ts): a catalogue
 * that is stale, or failed to load, is fetched again (OPENED, as a products screen does); one loading is
 * waited for. Resolves with the products once no load or update is under way (a failed background update
 * keeps the list the storefront shows), rejects with the reason when the catalogue cannot be loaded.
 */
import type { Actor, SnapshotFrom } from 'xstate';
import { sayMessages } from '../../domain/messages/index.ts';
import type { Product } from '../../domain/products.ts';
import type { catalogueMachine } from '../../machines/catalogue.ts';
import { ApiError } from './apiError.ts';

type Catalogue = Actor<typeof catalogueMachine>;

export async function freshCatalogue(catalogue: Catalogue, signal?: AbortSignal): Promise<readonly Product[]> {
  catalogue.send({ type: 'OPENED' });
  const settled = await settledSnapshot(catalogue, signal);
  // The catalogue's failure is its calls' failure: the same words, by key when they are the client's own.
  if (settled.matches('error')) throw new ApiError(settled.context.error ?? sayMessages('failedToFetchProducts'), null);
  return settled.context.products;
}

/**
 * The catalogue's snapshot once no load or update is under way: the present one, or the first such that follows;
 * rejects with the signal's reason once it aborts (and with the actor's error, or when it stops first). As xstate's
 * `waitFor` does, written here because xstate is in the first load: a function of it that a lazy chunk imports is
 * bundled there, and waitFor cost every page's first load 0.2 KB gzip for Order again.
 */
function settledSnapshot(catalogue: Catalogue, signal?: AbortSignal): Promise<SnapshotFrom<Catalogue>> {
  const isSettled = (snapshot: SnapshotFrom<Catalogue>) => !snapshot.hasTag('loading') && !snapshot.hasTag('updating');
  let stopWaiting = () => {};
  return new Promise<SnapshotFrom<Catalogue>>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const now = catalogue.getSnapshot();
    if (isSettled(now)) return resolve(now);
    const aborted = () => reject(signal!.reason);
    signal?.addEventListener('abort', aborted);
    const subscription = catalogue.subscribe({
      next: (snapshot) => {
        if (isSettled(snapshot)) resolve(snapshot);
      },
      error: reject,
      complete: () => reject(new Error('The catalogue stopped before it settled')),
    });
    stopWaiting = () => {
      subscription.unsubscribe();
      signal?.removeEventListener('abort', aborted);
    };
  }).finally(() => stopWaiting());
}
