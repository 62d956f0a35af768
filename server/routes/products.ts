import type { FastifyInstance } from 'fastify';
import { listProducts } from '../services/catalogue.ts';
import type { Deps } from '../app.ts';
import { publicCall } from './define.ts';

export function productRoutes(app: FastifyInstance, { db }: Deps): void {
  publicCall(app, 'getProducts', () => listProducts(db, 'main'));
  publicCall(app, 'getConeCandy', () => listProducts(db, 'coneCandy'));
}
