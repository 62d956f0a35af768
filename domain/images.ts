/** Image address rule (spec section 3). */
export const UPLOADS_PATH = '/uploads/';
export const PLACEHOLDER_IMAGE = `${UPLOADS_PATH}placeholder.svg`;

/** A path beginning with http or / is used as given; otherwise it is taken from the uploads folder. */
export function imageUrl(path: string | null | undefined, fallback = PLACEHOLDER_IMAGE): string {
  const trimmed = path?.trim() ?? '';
  if (trimmed === '') return fallback;
  if (trimmed.startsWith('http') || trimmed.startsWith('/')) return trimmed;
  return `${UPLOADS_PATH}${trimmed}`;
}
