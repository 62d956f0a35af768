/**
 * The delivery-area check's actor, created the first time /products or /cart shows the check, so that its
 * machine loads with those screens and not with the first page. It lives as long as the app: the pin code
 * checked on one screen is shown again, with its answer, on the other, and the pin codes are loaded once.
 * The last pin code answered is kept in sessionStorage, so that after a reload in the same browser
 * session the check starts with it (and answers it again) once the page has hydrated: the server's HTML
 * cannot know it, and the first client render must match that HTML (issue 23, React #418).
 */
import { useEffect } from 'react';
import { deliveryCheckMachine, isUntouched } from '../../machines/deliveryCheck.ts';
import { flowOf, fromCall, type AppActors, type DeliveryCheckActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall } from './api.ts';

/** The storefront's own sessionStorage key: the pin code last checked. */
export const CHECKED_PIN_CODE_KEY = 'checked_pin_code';

function readCheckedPinCode(): string | null {
  try {
    return sessionStorage.getItem(CHECKED_PIN_CODE_KEY);
  } catch {
    return null;
  }
}

function writeCheckedPinCode(pinCode: string): void {
  try {
    sessionStorage.setItem(CHECKED_PIN_CODE_KEY, pinCode);
  } catch {
    // Storage blocked (private mode): the check is kept in memory only.
  }
}

/** The app's delivery-area check actor, spawned on the first call. */
export function deliveryCheckActor(app: AppActors): DeliveryCheckActors['deliveryCheck'] {
  const { overridden } = app.wiring;
  return flowOf(app, 'deliveryCheck', () => ({
    logic: overridden('deliveryCheck', deliveryCheckMachine.provide({
      actors: { loadDeliveryAreas: fromCall(async ({ signal }) => (await acceptedCall('getPinCodes', undefined, { signal })).Data) },
      actions: { rememberPinCode: (_, params) => writeCheckedPinCode(params.pinCode) },
    })),
  }));
}

/** Checks the pin code kept from before a reload, when nothing has been checked or typed in this run yet. */
function checkRememberedPinCode(actor: DeliveryCheckActors['deliveryCheck']): void {
  const remembered = readCheckedPinCode();
  if (!remembered || !isUntouched(actor.getSnapshot())) return;
  actor.send({ type: 'TYPE', text: remembered });
  actor.send({ type: 'CHECK' });
}

/**
 * The delivery-area check actor for a screen. The kept pin code is checked after the screen has rendered
 * (an effect), so that the first render is the server's empty check and hydration finds no mismatch.
 */
export function useDeliveryCheckActor(): DeliveryCheckActors['deliveryCheck'] {
  const actor = deliveryCheckActor(useActors());
  useEffect(() => checkRememberedPinCode(actor), [actor]);
  return actor;
}
