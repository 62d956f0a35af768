/**
 * The WebP widths of a picture uploaded at the desk (issue 28; domain/images.ts PICTURE_WIDTHS), made with
 * sharp (prebuilt libvips from npm, no install script): a product card on a phone loads the one its width
 * needs (`srcset`) rather than the upload, often a photo of megabytes. Never wider than the upload.
 */
import sharp from 'sharp';
import { PICTURE_WIDTHS, type PictureWidth } from '../domain/images.ts';

/** WebP quality: flat product art and photos alike stay clean at a card's size. */
const WEBP_QUALITY = 75;

export function pictureVariant(picture: Uint8Array, width: PictureWidth): Promise<Buffer> {
  return sharp(picture).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** Every width of `picture`, in PICTURE_WIDTHS' order. */
export function pictureVariants(picture: Uint8Array): Promise<{ width: PictureWidth; bytes: Buffer }[]> {
  return Promise.all(PICTURE_WIDTHS.map(async (width) => ({ width, bytes: await pictureVariant(picture, width) })));
}
