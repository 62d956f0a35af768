/** What the owner's machines share beyond machines/kit.ts. */
import { errorTextOr, notice, type Notice, type RequirementMeta } from '../kit.ts';

/** The toast of a refused or failed save: the screen's own title, the server's words under it. */
export const failedNotice =
  (title: string) =>
  ({ event }: { event: { error?: unknown } }): Notice => {
    const words = errorTextOr(event.error, '');
    return words === '' ? notice(title, 'error') : notice(title, 'error', words);
  };

/**
 * The first two states of every owner screen, spread into its machine's `states`: `loading` (tag busy)
 * invokes the screen's load actor (`src`, invoked under the same id, given `input` when it takes one)
 * and, once it answers, stores what it read with the machine's own action (`store`, given
 * `{ [key]: output }`) and goes on to `ready`; when the load fails, `failed` waits for RETRY. Both carry
 * the screen's requirement (`meta`, docs/architecture.md "Requirements trace").
 */
export function loadingStates<const Src extends string, const Store extends string, const Key extends string, Input = undefined>(load: {
  src: Src;
  store: Store;
  key: Key;
  input?: Input;
  meta: RequirementMeta;
}) {
  const stored = <Output>({ event }: { event: { output: Output } }) => ({ [load.key]: event.output }) as Record<Key, Output>;
  return {
    loading: {
      meta: load.meta,
      tags: ['busy'],
      invoke: {
        id: load.src,
        src: load.src,
        input: load.input as Input,
        onDone: { target: 'ready', actions: { type: load.store, params: stored } },
        onError: { target: 'failed' },
      },
    },
    failed: { meta: load.meta, on: { RETRY: 'loading' } },
  };
}
