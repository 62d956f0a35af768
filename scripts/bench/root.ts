import { fileURLToPath } from 'node:url';

/** The repository's folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
