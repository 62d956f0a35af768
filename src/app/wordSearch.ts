/**
 * The catalogue's word search (domain/search.ts), as the storefront loads it on demand (createAppActors'
 * `loadWordSearch`). A module of its own, since the desk imports domain/search.ts statically: the build
 * makes this one a chunk only loaded on demand, which the first-load JavaScript needs no helper to read.
 */
export { findsProductWords } from '../../domain/search.ts';
