/**
 * The delivery-area check's model: what a visitor types (a served pin code, one outside the area, text
 * that is not a pin code), Check, Try Again, and the outcomes of loading getPinCodes. What each state
 * promises is tests/model/drivers/deliveryCheck.ts; shared by the machine-alone paths (tests/model) and
 * the screen paths (tests/ui).
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { deliveryCheckMachine } from '../../machines/deliveryCheck.ts';
import type { ModelConfig } from '../paths.ts';

type DeliveryCheckMachine = typeof deliveryCheckMachine;
type Snapshot = SnapshotFrom<DeliveryCheckMachine>;

/** getPinCodes' Data: two named localities and one the owner has not named. */
export const servedPinCodes: ParsedAnswer<'getPinCodes'>['Data'] = [
  { pinCode: '360001', area: 'Sadar Bazaar' },
  { pinCode: '360005', area: 'Kalawad Road' },
  { pinCode: '360007' },
];

/** What a visitor types: a served pin code, one the shop does not deliver to, and text that is not a pin code. */
export const typedPinCodes = { served: '360005', outside: '360099', short: '3600' } as const;

export const loadFailure = new Error(httpTexts.apiError(503));

export function deliveryCheckEvents(snapshot: Snapshot): EventFromLogic<DeliveryCheckMachine>[] {
  const typing = Object.values(typedPinCodes).map((text) => ({ type: 'TYPE' as const, text }));
  if (snapshot.matches('loading')) {
    return [
      ...typing,
      { type: 'xstate.done.actor.loadDeliveryAreas', output: servedPinCodes } as never,
      { type: 'xstate.error.actor.loadDeliveryAreas', error: loadFailure } as never,
    ];
  }
  return [...typing, { type: 'CHECK' }, { type: 'RETRY' }];
}

export const deliveryCheckModel: ModelConfig<DeliveryCheckMachine> = {
  machine: deliveryCheckMachine,
  events: deliveryCheckEvents,
  serializeState: (snapshot) => {
    const { typed, checked, areas } = snapshot.context;
    return `${JSON.stringify(snapshot.value)} typed=${typed} checked=${checked} ${areas ? 'areas' : '-'}`;
  },
};
