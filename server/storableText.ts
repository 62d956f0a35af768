/**
 * Text PostgreSQL cannot store (NUL, UTF-16 surrogates without their pair) is refused with HTTP 400
 * naming the field before any call sees it: in JSON and form bodies (server/app.ts's preValidation
 * hook) and in the desk's multipart product form (server/routes/deskShop.ts), whichever field holds it.
 */
import { serverSaid } from '../domain/messages/server.ts';
import { HttpError } from './answers.ts';

// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first string in a parsed body holding such a character, as a field path (`orderMeta[0].title`), or null. */
export function unstorableField(body: unknown): string | null {
  const pending: [unknown, string][] = [[body, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** Throws HTTP 400 when `body` holds text that cannot be stored; `under` names the form field the body came in (`product`). */
export function refuseUnstorableText(body: unknown, under = ''): void {
  const field = unstorableField(body);
  if (field === null) return;
  const path = under && field ? `${under}${field.startsWith('[') ? '' : '.'}${field}` : under || field;
  throw new HttpError(400, path ? serverSaid('unstorableField', path) : serverSaid('unstorableBody'));
}
