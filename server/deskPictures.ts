/**
 * The pictures the owner uploaded at the desk (server/services/deskCatalogue.ts), served from the
 * database at /uploads/desk/<name>, where the storefront and the shop's old apps find a product's
 * picture (domain/images.ts, server/legacyAnswers.ts). Names are new for every upload, so a copy may
 * be kept for a year. Beside each upload, its WebP widths for the storefront's cards (issue 28).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { PICTURE_WIDTHS } from '../domain/images.ts';
import { deskPicture, deskPictureVariant } from './services/deskCatalogue.ts';

const PICTURE_NAME = /^[0-9a-f-]{36}\.(?:png|jpg|webp)$/;
/** A width of an upload (issue 28; domain/images.ts pictureVariantName): `<uuid>-480w.webp`. */
const VARIANT_NAME = /^([0-9a-f-]{36})-(\d+)w\.webp$/;

/** The upload or the width of one that a name asks for, or null. */
function pictureNamed(db: Db, name: string) {
  if (PICTURE_NAME.test(name)) return deskPicture(db, name);
  const [, uuid, width] = VARIANT_NAME.exec(name) ?? [];
  const known = PICTURE_WIDTHS.find((candidate) => String(candidate) === width);
  return uuid && known ? deskPictureVariant(db, uuid, known) : null;
}

export function deskPictureRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { name: string } }>('/uploads/desk/:name', async (request, reply) => {
    const { name } = request.params;
    const picture = await pictureNamed(db, name);
    if (!picture) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(picture.contentType)
      .send(Buffer.from(picture.bytes));
  });
}
