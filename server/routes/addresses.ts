import type { FastifyPluginAsync } from 'fastify';
import * as addresses from '../services/addresses.ts';
import type { Deps } from '../deps.ts';
import { customerCall } from './define.ts';

export const addressRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  customerCall(app, db, 'getAddress', (_body, session) => addresses.listAddresses(db, session.userId));
  customerCall(app, db, 'addAddress', (body, session) => addresses.addAddress(db, session.userId, body));
  customerCall(app, db, 'editAddress', (body, session) => addresses.editAddress(db, session.userId, body));
  customerCall(app, db, 'deleteAddress', (body, session) => addresses.deleteAddress(db, session.userId, body.addressId));
  customerCall(app, db, 'makeDefaultAddress', (body, session) =>
    addresses.makeDefaultAddress(db, session.userId, body.addressId),
  );
};
