/** The part of fs-native-extensions (which ships no types) that server/db/dataDir.ts uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file unless `shared`; false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
