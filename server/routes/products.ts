import type { FastifyPluginAsync } from 'fastify';
import { listProducts } from '../services/catalogue.ts';
import type { Deps } from '../deps.ts';
import { publicCall } from './define.ts';

export const productRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  publicCall(app, 'getProducts', () => listProducts(db, 'main'));
  publicCall(app, 'getConeCandy', () => listProducts(db, 'coneCandy'));
};
