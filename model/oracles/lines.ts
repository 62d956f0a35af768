/**
 * Events that name something the machine does not hold: a screen a step behind (another tab emptied the
 * cart, the address list reloaded) or a session that says nobody is logged in. Each must be refused and
 * change nothing (model/oracle.ts), written out rather than read from the machines.
 */
import type { SnapshotFrom } from 'xstate';
import type { addressesMachine } from '../../machines/addresses.ts';
import type { cartMachine } from '../../machines/cart.ts';
import { eventTable } from '../oracle.ts';

/** A line key no sample cart holds. */
const UNKNOWN_LINE = '999:999';

export const cartEventTable = eventTable<SnapshotFrom<typeof cartMachine>>({
  rows: [
    { where: 'a cart with lines', when: (s) => s.context.items.length > 0, refuses: ['INCREASE a line not in the cart', 'DECREASE a line not in the cart', 'REMOVE a line not in the cart'] },
    {
      where: 'an empty cart',
      when: (s) => s.context.items.length === 0,
      refuses: ['CLEAR', 'INCREASE a line not in the cart', 'DECREASE a line not in the cart', 'REMOVE a line not in the cart'],
    },
  ],
  sample: (entry) => {
    const [type] = entry.split(' ');
    return type === 'CLEAR' ? { type } : { type: type!, key: UNKNOWN_LINE };
  },
});

export const addressesEventTable = eventTable<SnapshotFrom<typeof addressesMachine>>({
  rows: [
    { where: 'the address list shown', when: (s) => s.matches({ active: { list: 'ready' } } as never), refuses: ['SELECT_FOR_DELIVERY an unlisted address'] },
    {
      where: 'the address list shown, no change under way',
      when: (s) => s.matches({ active: { list: { ready: 'idle' } } } as never),
      refuses: ['DELETE an unlisted address', 'MAKE_DEFAULT an unlisted address'],
    },
  ],
  sample: (entry) => ({ type: entry.split(' ')[0]!, id: 999_999 }),
});

