/**
 * Order again's model (machines/reorder.ts): a past order put back into the cart, with today's catalogue
 * answering with every line in stock, some missing, none, or failing to load. What every state promises
 * is tests/model/drivers/reorder.ts. Walked by the machine-alone paths (tests/model) and the screen paths
 * (tests/ui/reorder.test.tsx).
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { PricedSize } from '../../domain/cartLine.ts';
import type { Product } from '../../domain/products.ts';
import type { PastLine } from '../../domain/reorder.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import type { ModelConfig } from '../paths.ts';

type ReorderMachine = typeof reorderMachine;
type Snapshot = SnapshotFrom<ReorderMachine>;

const size = (id: number, text: string, mrp: number, status: PricedSize['status'] = 'In Stock'): PricedSize => ({ id, size: text, price: mrp, mrp, status });
const product = (id: number, name: string, sizes: PricedSize[]): Product => ({
  id, name, category: 'IceCreame', description: '', image: `/uploads/${id}.svg`, cover: `/uploads/${id}.svg`, hasCover: false, sizes,
});

/** A past order: two Alphonso Mango 5 Litre tubs and a Kesar Pista 750 ML. */
export const pastLines: PastLine[] = [
  { productId: 1, sizeId: 12, name: 'Alphonso Mango', size: '5 Litre', quantity: 2 },
  { productId: 2, sizeId: 21, name: 'Kesar Pista', size: '750 ML', quantity: 3 },
];
export const pastOrderId = 'ORD000042';

/** Today's catalogues: both lines in stock (at new prices), Kesar Pista out of stock, or neither listed. */
export const catalogues = {
  allInStock: [product(1, 'Alphonso Mango', [size(12, '5 Litre', 1500)]), product(2, 'Kesar Pista', [size(21, '750 ML', 280)])],
  kesarOut: [product(1, 'Alphonso Mango', [size(12, '5 Litre', 1500)]), product(2, 'Kesar Pista', [size(21, '750 ML', 280, 'Out of Stock')])],
  noneListed: [product(3, 'Chocolate Cone', [size(31, '6 pcs', 160)])],
} satisfies Record<string, Product[]>;
export const catalogueFailure = new Error('Failed to fetch products');

export function reorderEvents(snapshot: Snapshot): EventFromLogic<ReorderMachine>[] {
  const events: EventFromLogic<ReorderMachine>[] = [
    { type: 'REORDER', orderId: pastOrderId, lines: pastLines },
    // An order without lines (the server sent none) cannot be put back.
    { type: 'REORDER', orderId: 'ORD000043', lines: [] },
  ];
  if (snapshot.matches('preparing')) {
    events.push(
      // Each sample catalogue is named (`catalogue`), so paths that differ only in it are told apart.
      ...Object.entries(catalogues).map(([catalogue, output]) => ({ type: 'xstate.done.actor.loadCatalogue', catalogue, output }) as never),
      { type: 'xstate.error.actor.loadCatalogue', error: catalogueFailure } as never,
    );
  }
  return events;
}

export const reorderModel: ModelConfig<ReorderMachine> = {
  machine: reorderMachine,
  events: reorderEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.orderId ?? '-'}`,
};

