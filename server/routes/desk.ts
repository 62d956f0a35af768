/** The owner's desk calls (domain/desk/contract.ts): thin, each parses, checks the role (deskDefine.ts) and calls one service. */
import { stringifySetCookie } from 'cookie';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DESK_COOKIE_PATH, DESK_REQUEST_HEADER, DESK_TOKEN_COOKIE } from '../../domain/desk/deskCall.ts';
import type { Deps } from '../deps.ts';
import * as deskAccounts from '../services/deskAccounts.ts';
import * as deskOrders from '../services/deskOrders.ts';
import { DESK_SESSION_HOURS, endDeskSession } from '../services/deskSessions.ts';
import { findCustomer, placePhoneOrder } from '../services/phoneOrders.ts';
import { issueResetCode } from '../services/resetCodes.ts';
import { ok } from '../answers.ts';
import { deskCall, openDeskCall } from './deskDefine.ts';
import { setDeviceCookie, tokenOfCookies } from './define.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

/**
 * The desk's token as its HttpOnly cookie (domain/desk/deskCall.ts DESK_TOKEN_COOKIE), cleared with an
 * empty `token`; Secure behind a TLS proxy (TRUST_PROXY) or on a direct https connection.
 */
function setDeskCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAge = token ? DESK_SESSION_HOURS * 3_600 : 0;
  reply.header('set-cookie', stringifySetCookie({ name: DESK_TOKEN_COOKIE, value: token, httpOnly: true, sameSite: 'strict', path: DESK_COOKIE_PATH, maxAge, secure }));
}

/** The desk's device cookie (services/loginLimiter.ts), sent back only to the desk's calls. */
const DESK_DEVICE_COOKIE = { name: 'desk_device', path: DESK_COOKIE_PATH };

export const deskRoutes: FastifyPluginAsync<Deps> = async (app, { db, loginLimits, orderRule, secureCookies }) => {
  openDeskCall(app, 'signIn', async (body, { request, reply }) => {
    const { answer, deviceToken } = await deskAccounts.signIn(db, loginLimits, body, request.ip, tokenOfCookies(request.headers.cookie, DESK_DEVICE_COOKIE.name));
    const secure = secureCookies || request.protocol === 'https';
    if (deviceToken) setDeviceCookie(reply, DESK_DEVICE_COOKIE, deviceToken, secure);
    if (!('token' in answer) || !answer.token) return answer;
    setDeskCookie(reply, answer.token, secure);
    // The desk in the browser (its header) holds the token only as the HttpOnly cookie, so that no script on
    // the page can read it from the answer either; a script calling without the header gets it for Bearer.
    return request.headers[DESK_REQUEST_HEADER] === '1' ? { ...answer, token: undefined } : answer;
  });
  deskCall(app, db, 'signOut', async (_body, session, { request, reply }) => {
    await endDeskSession(db, session.sessionId);
    setDeskCookie(reply, '', secureCookies || request.protocol === 'https');
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
