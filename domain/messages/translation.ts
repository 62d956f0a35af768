/**
 * The shape a translated catalogue (domain/messages/gu/, domain/messages/hi/; issue 16) takes from its
 * English one: every key of the English object and no other, a plain text stays a string, and a text that
 * takes values stays a function with the same parameter list that returns a string, so a translation can
 * put the values where its language wants them. `Translation<typeof cartTexts>` makes TypeScript refuse a
 * missing key, an extra key (an object literal's excess property check) or a function with other parameters.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
