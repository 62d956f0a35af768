/**
 * The pictures the owner uploaded at the desk (server/services/deskCatalogue.ts), served from the
 * database at /uploads/desk/<name>, where the storefront and the shop's old apps find a product's
 * picture (domain/images.ts, server/legacyAnswers.ts). Names are new for every upload, so a copy may
 * be kept for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { deskPicture } from './services/deskCatalogue.ts';

const PICTURE_NAME = /^[0-9a-f-]{36}\.(?:png|jpg|webp)$/;

export function deskPictureRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { name: string } }>('/uploads/desk/:name', async (request, reply) => {
    const { name } = request.params;
    const picture = PICTURE_NAME.test(name) ? await deskPicture(db, name) : null;
    if (!picture) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(picture.contentType)
      .send(Buffer.from(picture.bytes));
  });
}
