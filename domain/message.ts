/**
 * A text by key (issue 24): what a rule, a service or a machine says travels as its catalogue key and values
 * (`{ id: 'formTexts.moreDigitsNeeded', values: { 0: 3 } }`), and whoever shows it renders it in the shown
 * language with Lingui's compiled catalogues (domain/messages/compiled/, `npm run messages`): so far the
 * server, for its refusals' `msg` (server/messageText.ts); the toasts and the screens are the next slices. A
 * text that takes values names them by position, as its catalogue function takes them. `sayer`
 * (domain/validation.ts) makes them.
 */
export type MessageValues = Readonly<Record<number, string | number>>;

export interface Message {
  /** `<catalogue>.<key>`: the export name of a catalogue of domain/messages/ and one of its keys. */
  readonly id: string;
  readonly values?: MessageValues;
}

/** A message with the text its catalogue gives now (English on the server; the shown language in the storefront until the screens render keys). */
export interface Said extends Message {
  readonly text: string;
}
