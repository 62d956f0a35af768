import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CallName } from '../../domain/contract.ts';
import { publicBase } from '../legacyAnswers.ts';
import type { ProductList } from '../services/catalogue.ts';
import { matchesEtag, type CatalogueCache } from '../services/catalogueCache.ts';
import type { Deps } from '../deps.ts';
import { publicCall } from './define.ts';

/**
 * The catalogue from the cache, ready to send, with its ETag: a client may keep it (and revalidate
 * every time, no-cache); a GET naming the current ETag in If-None-Match answers 304 without a body.
 */
function catalogueCall(app: FastifyInstance, name: CallName, list: ProductList, catalogue: CatalogueCache, publicUrl: string | null): void {
  publicCall(app, name, async (_body, { request, reply }) => {
    const ready = await catalogue.answer(list, publicBase(publicUrl, request));
    void reply.header('cache-control', 'no-cache').header('etag', ready.etag);
    if ((request.method === 'GET' || request.method === 'HEAD') && matchesEtag(request.headers['if-none-match'], ready.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(ready.body);
  });
}

export const productRoutes: FastifyPluginAsync<Deps> = async (app, { catalogue, publicUrl }) => {
  catalogueCall(app, 'getProducts', 'main', catalogue, publicUrl);
  catalogueCall(app, 'getConeCandy', 'coneCandy', catalogue, publicUrl);
};
