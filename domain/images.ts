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

/**
 * Widths (pixels) the server keeps of a picture uploaded at the desk, as WebP (issue 28): a product card is
 * 160 to 360 CSS pixels wide on a phone, at 1 to 3 device pixels each. Made at upload
 * (server/pictureVariants.ts); the picture itself stays as uploaded for the shop's old apps.
 */
export const PICTURE_WIDTHS = [240, 480, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A desk upload's address (full or a path): what comes before its extension, e.g. `…/uploads/desk/<uuid>`. */
const DESK_PICTURE = /^(.*\/uploads\/desk\/[0-9a-f-]{36})\.(?:png|jpg|webp)$/;

/** The name of a desk upload's WebP at `width` beside it (`<uuid>-480w.webp` for `<uuid>.png`). */
export const pictureVariantName = (stem: string, width: PictureWidth): string => `${stem}-${width}w.webp`;

/**
 * The `srcset` of a picture the server keeps in several widths (a desk upload), or null for any other
 * (the demo art is SVG, smaller than any raster of it at a card's size, and drawn sharp at any width).
 */
export function pictureSrcSet(url: string): string | null {
  const stem = DESK_PICTURE.exec(url)?.[1];
  return stem ? PICTURE_WIDTHS.map((width) => `${pictureVariantName(stem, width)} ${width}w`).join(', ') : null;
}
