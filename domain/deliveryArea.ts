/**
 * The delivery area as a visitor checks it (issue 13, part 3): the server's pin codes with their
 * localities (getPinCodes `{pinCode, area?}`), how one is named ("360005 Kalawad Road"), and whether a
 * typed pin code is delivered to. The format rule is the address form's (domain/validation.ts).
 */
import type { ParsedAnswer } from './contract.ts';
import { validatePinCode } from './validation.ts';

/** A pin code the shop delivers to, with its locality when the server names one. */
export interface ServedArea {
  pinCode: string;
  locality: string | null;
}

/** The answer of getPinCodes as served areas: the locality trimmed, a blank or missing one is null. */
export function servedAreas(data: ParsedAnswer<'getPinCodes'>['Data']): ServedArea[] {
  return data.map(({ pinCode, area }) => ({ pinCode, locality: area?.trim() || null }));
}

/** "360005 Kalawad Road", or the pin code alone when its locality is not known. */
export function areaLabel(area: ServedArea): string {
  return area.locality ? `${area.pinCode} ${area.locality}` : area.pinCode;
}

/** The locality of a pin code, if it is served and named. */
export function localityOf(pinCode: string, areas: readonly ServedArea[] | null): string | null {
  return areas?.find((area) => area.pinCode === pinCode)?.locality ?? null;
}

/** "360005 Kalawad Road" for a pin code whose locality is known, else the pin code as it is. */
export function pinCodeLabel(pinCode: string, areas: readonly ServedArea[] | null): string {
  return areaLabel({ pinCode, locality: localityOf(pinCode, areas) });
}

/** Whether the shop delivers to a typed pin code. */
export type DeliveryVerdict =
  /** Not a pin code (blank, or not 6 digits): the address form's message. */
  | { kind: 'invalid'; message: string }
  | { kind: 'inArea'; area: ServedArea }
  | { kind: 'outOfArea'; pinCode: string };

/** The format of the typed text alone: the address form's message when it is not a 6-digit pin code, else null. */
export function pinCodeFormatProblem(typed: string): string | null {
  const checked = validatePinCode(typed, [typed.trim()]);
  return checked.ok ? null : checked.message;
}

/** The verdict on a typed pin code (surrounding spaces ignored) against the served areas. */
export function deliveryVerdict(typed: string, areas: readonly ServedArea[]): DeliveryVerdict {
  const problem = pinCodeFormatProblem(typed);
  if (problem !== null) return { kind: 'invalid', message: problem };
  const pinCode = typed.trim();
  const area = areas.find((candidate) => candidate.pinCode === pinCode);
  return area ? { kind: 'inArea', area } : { kind: 'outOfArea', pinCode };
}
