/**
 * Whether a text on screen is worded by a catalogue's text function, whatever values fill it and whatever
 * language the live catalogue shows (the values may stand anywhere: "You save ₹520.00", "તમને ₹520.00ની બચત").
 * For the checks that a kind of text is (or is not) on screen without knowing its values.
 */
const slot = (index: number) => `\u{E000}${index}\u{E001}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function wordedBy(text: (...values: never[]) => string): (candidate: string) => boolean {
  const values = Array.from({ length: text.length }, (_, index) => slot(index)) as never[];
  const source = escapeRegExp(text(...values)).replace(/\u{E000}\d+\u{E001}/gu, '(.+?)');
  const pattern = new RegExp(`^${source}$`, 'su');
  return (candidate) => pattern.test(candidate);
}
