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

/** A success toast: fixed, or worded from the machine's context (which product, which text was saved). */
type SavedNotice<Context> = Notice | ((args: { context: Context }) => Notice);

/**
 * The "save, then toast" state of the owner's screens (issue 27, point 8): tagged `busy` (or `tag`), it
 * invokes the save actor (`src`, invoked under the same id) with `input`. When the save answers it runs
 * `stored` (the machine's own action, given `{ [key]: output }`) and the `done` actions, toasts `saved`
 * and goes on to `target` (the screen's `idle`, or its `loading` to read the list again); when it fails
 * it runs the `undone` actions, toasts the screen's `failedTitle` with the server's words under it and
 * goes back to `idle`.
 */
export function savingState<
  const Src extends string,
  Context,
  Input,
  const Store extends string = never,
  const Key extends string = never,
  const Done extends string = never,
  const Undone extends string = never,
>(save: {
  src: Src;
  input: Input;
  meta: RequirementMeta;
  saved: SavedNotice<Context>;
  failedTitle: string;
  target?: string;
  tag?: string;
  stored?: { action: Store; key: Key };
  done?: readonly Done[];
  undone?: readonly Undone[];
}) {
  const { stored } = save;
  const storeOutput = stored && {
    type: stored.action as NoInfer<Store>,
    params: <Output>({ event }: { event: { output: Output } }) => ({ [stored.key]: event.output }) as Record<NoInfer<Key>, Output>,
  };
  return {
    meta: save.meta,
    tags: [save.tag ?? 'busy'],
    invoke: {
      id: save.src,
      src: save.src,
      input: save.input,
      onDone: {
        target: save.target ?? 'idle',
        actions: [...(storeOutput ? [storeOutput] : ([] as const)), ...((save.done ?? []) as readonly NoInfer<Done>[]), { type: 'notify' as const, params: save.saved }],
      },
      onError: { target: 'idle', actions: [...((save.undone ?? []) as readonly NoInfer<Undone>[]), { type: 'notify' as const, params: failedNotice(save.failedTitle) }] },
    },
  };
}
