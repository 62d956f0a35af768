/**
 * A text by key (issue 24): what a rule, a service or a machine says travels as its catalogue key and values
 * (`{ id: 'formTexts.moreDigitsNeeded', values: { 0: 3 } }`), and whoever shows it renders it in the language
 * shown there: the server with Lingui's compiled catalogues (domain/messages/compiled/, `npm run messages`;
 * server/messageText.ts), the storefront where it shows it, from the shown catalogues (`wordsOf`, domain/liveTexts.ts).
 * A text that takes values names them by position, as its catalogue function takes them. `sayer`
 * (domain/validation.ts) makes them with the text the catalogue gives now, `messageKeys` below without it.
 */
import type { ProductNames } from './products.ts';

/**
 * A product's size named in a message (a cart line gone, an order line that cannot go back): worded where the
 * message is shown, in that language's name and size words (domain/wording.ts), never fixed in English.
 */
export interface ItemValue {
  readonly item: string;
  readonly names?: ProductNames | undefined;
  readonly size: string;
}

export type MessageValue = string | number | ItemValue | readonly (string | ItemValue)[];

/** A text's values by position; a list or an item only for the storefront's catalogue functions, which word them. */
export type MessageValues = Readonly<Record<number, MessageValue>>;

export interface Message {
  /** `<catalogue>.<key>`: the export name of a catalogue of domain/messages/ and one of its keys. */
  readonly id: string;
  readonly values?: MessageValues;
}

/** A message with the text its catalogue gives now (English on the server; the shown language in the storefront until the screens render keys). */
export interface Said extends Message {
  readonly text: string;
}

/**
 * What a toast shows: a message by key, worded when it is shown, or words that arrived worded — the
 * server's `msg` (in the language the call asked for) or a failed call's own words.
 */
export type Words = Message | string;

/** What a machine may give for a value a catalogue text takes: a name of a product's size may go as an item, worded where shown. */
type Sayable<V> = V extends string ? V | ItemValue : V extends readonly string[] ? readonly (string | ItemValue)[] : V;

/** The values a catalogue text takes: a function's parameters, none for a plain text. */
export type ValuesOf<T> = T extends (...values: infer A) => string ? { [I in keyof A]: Sayable<A[I]> } : [];

/**
 * The messages of one catalogue by key, without their text: `cartMessage('orderPlaced')`. It takes the
 * catalogue itself (not only its type) so that whoever may show one of its messages has loaded it.
 */
export function messageKeys<T extends object>(name: string, catalogue: T) {
  void catalogue;
  return shownLaterKeys<T>(name);
}

/**
 * The messages of a catalogue by key, typed by the catalogue without loading it (`shownLaterKeys<typeof
 * toastTexts>('toastTexts')`): only for a catalogue that the one component showing its messages imports itself,
 * so that the first load can say them and carry their keys without their texts. The toaster
 * (src/components/Toaster.tsx) is the only one that shows a toast, and it imports the toasts' catalogue
 * (domain/messages/toasts.ts): the first load's machines give their toasts' texts from it (machines/kit.ts `sayToast`).
 */
export const shownLaterKeys =
  <T extends object>(name: string) =>
  <K extends keyof T & string>(key: K, ...values: ValuesOf<T[K]>): Message =>
    values.length > 0 ? { id: `${name}.${key}`, values: { ...(values as MessageValues[number][]) } } : { id: `${name}.${key}` };
