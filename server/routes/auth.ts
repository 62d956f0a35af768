import { stringifySetCookie } from 'cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../domain/contract.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import * as accounts from '../services/accounts.ts';
import { limitedCheckPhone } from '../services/appCalls.ts';
import { resetPassword } from '../services/resetCodes.ts';
import { SESSION_MAX_DAYS } from '../services/sessions.ts';
import type { Deps } from '../deps.ts';
import { customerCall, publicCall, setDeviceCookie, tokenOfCookies, TOKEN_COOKIE } from './define.ts';

/** The customer's device cookie (services/loginLimiter.ts), sent back only to Login. */
const DEVICE_COOKIE = { name: 'shop_device', path: `/api/${calls.login.path}` };

/**
 * The token as an HttpOnly cookie too. It authorises only GET reads (routes/define.ts); Secure behind
 * a TLS proxy (TRUST_PROXY) or on a direct https connection. Kept as long as a session may last: the
 * server decides whether its session still lives (services/sessions.ts: it slides with use).
 */
function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAge = token ? SESSION_MAX_DAYS * 86_400 : 0;
  reply.header('set-cookie', stringifySetCookie({ name: TOKEN_COOKIE, value: token, httpOnly: true, sameSite: 'strict', path: '/api', maxAge, secure }));
}

/** The token of the Authorization header, if the request sent one. */
function headerToken(request: FastifyRequest): string | null {
  return /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export const authRoutes: FastifyPluginAsync<Deps> = async (app, { db, loginLimits, signUpsPerHour, secureCookies }) => {
  publicCall(app, 'signUp', (body) => accounts.signUp(db, body), { max: signUpsPerHour, timeWindow: '1 hour' });
  publicCall(app, 'checkPhone', (body, { request }) => limitedCheckPhone(db, loginLimits, body.phone, request.ip));
  publicCall(app, 'resetPassword', (body, { request }) => resetPassword(db, body, request.ip));
  publicCall(app, 'login', async (body, { request, reply }) => {
    const { answer, token, deviceToken } = await accounts.login(db, loginLimits, body, request.ip, tokenOfCookies(request.headers.cookie, DEVICE_COOKIE.name));
    if (token) setTokenCookie(reply, token, secureCookies || request.protocol === 'https');
    if (deviceToken) setDeviceCookie(reply, DEVICE_COOKIE, deviceToken, secureCookies || request.protocol === 'https');
    return answer;
  });
  customerCall(app, db, 'logout', async (_body, session, { request, reply }) => {
    await accounts.logout(db, session);
    setTokenCookie(reply, '', secureCookies || request.protocol === 'https');
    return { code: '200', msg: toastTexts.loggedOut };
  });
  // The caller's own token, which the mobile app keeps (never a new one).
  customerCall(app, db, 'getUserDetail', async (_body, session, { request }) => {
    const token = headerToken(request);
    return { ...(await accounts.userDetail(db, session.userId)), ...(token ? { token } : {}) };
  });
  customerCall(app, db, 'editProfile', (body, session) => accounts.editProfile(db, session, body));
  customerCall(app, db, 'changePassword', (body, session, { request }) => accounts.changePassword(db, loginLimits, session, body, request.ip));
  customerCall(app, db, 'deleteAccount', (_body, session) => accounts.deleteAccount(db, session));
};
