/** The owner's desk calls (domain/desk/contract.ts): thin, each parses, checks the role (deskDefine.ts) and calls one service. */
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.ts';
import * as deskAccounts from '../services/deskAccounts.ts';
import * as deskOrders from '../services/deskOrders.ts';
import { endDeskSession } from '../services/deskSessions.ts';
import { findCustomer, placePhoneOrder } from '../services/phoneOrders.ts';
import { issueResetCode } from '../services/resetCodes.ts';
import { ok } from '../answers.ts';
import { deskCall, openDeskCall } from './deskDefine.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

export const deskRoutes: FastifyPluginAsync<Deps> = async (app, { db, loginLimits, orderRule }) => {
  openDeskCall(app, 'signIn', (body, { request }) => deskAccounts.signIn(db, loginLimits, body, request.ip));
  deskCall(app, db, 'signOut', async (_body, session) => {
    await endDeskSession(db, session.sessionId);
    return ok(deskAnswers.signedOut, {});
  });
  deskCall(app, db, 'me', async (_body, session) => deskAccounts.me(session));

  deskCall(app, db, 'orders', (body) => deskOrders.listDeskOrders(db, body));
  deskCall(app, db, 'order', (body) => deskOrders.oneDeskOrder(db, body.orderId));
  deskCall(app, db, 'accept', (body, session) => deskOrders.changeOrderStatus(db, session, body.orderId, 'accept'));
  deskCall(app, db, 'deliver', (body, session) => deskOrders.changeOrderStatus(db, session, body.orderId, 'deliver'));
  deskCall(app, db, 'cancel', (body, session) => deskOrders.changeOrderStatus(db, session, body.orderId, 'cancel', body.reason));

  deskCall(app, db, 'findCustomer', (body) => findCustomer(db, body.phone));
  deskCall(app, db, 'phoneOrder', (body, session) => placePhoneOrder(db, session, body, orderRule));

  deskCall(app, db, 'staffList', () => deskAccounts.listStaff(db));
  deskCall(app, db, 'staffAdd', (body, session) => deskAccounts.createDeskAccount(db, body, 'staff', session.deskUserId));
  deskCall(app, db, 'staffRemove', (body, session) => deskAccounts.removeStaff(db, session, body.deskUserId));

  deskCall(app, db, 'resetCode', (body, session) => issueResetCode(db, session, body.phone));
};
