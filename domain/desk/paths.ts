/** Where the owner's desk lives: read by the app's entry before anything else loads, so kept tiny and free of imports. */
export const DESK_BASE = '/desk';

/** Whether a path belongs to the desk ("/desk", "/desk/orders", ...), whatever its letter case. */
export function isDeskPath(path: string): boolean {
  return /^\/desk(\/|$)/i.test(path);
}
