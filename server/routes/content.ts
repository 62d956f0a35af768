import type { FastifyPluginAsync } from 'fastify';
import * as content from '../services/content.ts';
import type { Deps } from '../deps.ts';
import { publicCall } from './define.ts';

export const contentRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  publicCall(app, 'getPinCodes', () => content.listPinCodes(db));
  publicCall(app, 'getPrivacyPolicy', () => content.privacyPolicy(db));
  publicCall(app, 'getTermsCondition', () => content.termsAndConditions(db));
};
