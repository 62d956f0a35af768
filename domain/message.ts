/**
 * A text by key (issue 24): what a rule, a service or a machine says travels as its catalogue key and values
 * (`{ id: 'formTexts.moreDigitsNeeded', values: { 0: 3 } }`), and whoever shows it renders it in the language
 * shown there: the server with Lingui's compiled catalogues (domain/messages/compiled/, `npm run messages`;
 * server/messageText.ts), the storefront where it shows it, from the shown catalogues (`wordsOf`, domain/liveTexts.ts).
 * A text that takes values names them by position, as its catalogue function takes them. `sayer`
 * (domain/validation.ts) makes them with the text the catalogue gives now, `messageKeys` below without it.
 */
/** A text's values by position; a list (the names a reorder left out) only for the storefront's catalogue functions, which word it. */
export type MessageValues = Readonly<Record<number, string | number | readonly string[]>>;

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

/** The values a catalogue text takes: a function's parameters, none for a plain text. */
export type ValuesOf<T> = T extends (...values: infer A) => string ? A : [];

/**
 * The messages of one catalogue by key, without their text: `cartMessage('orderPlaced')`. It takes the
 * catalogue itself (not only its type) so that whoever may show one of its messages has loaded it.
 */
export function messageKeys<T extends object>(name: string, catalogue: T) {
  void catalogue;
  return <K extends keyof T & string>(key: K, ...values: ValuesOf<T[K]>): Message =>
    values.length > 0 ? { id: `${name}.${key}`, values: { ...(values as MessageValues[number][]) } } : { id: `${name}.${key}` };
}
