import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../domain/locale.ts';
import { namedLanguage } from '../refusalLanguage.ts';
import * as content from '../services/content.ts';
import type { Deps } from '../deps.ts';
import { publicCall } from './define.ts';

/** The storefront names its language; the old apps name none and get English. */
const askedLanguage = (request: FastifyRequest) => namedLanguage(request) ?? DEFAULT_LANGUAGE;

export const contentRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  publicCall(app, 'getPinCodes', (_, { request }) => content.listPinCodes(db, askedLanguage(request)));
  publicCall(app, 'getPrivacyPolicy', (_, { request }) => content.privacyPolicy(db, askedLanguage(request)));
  publicCall(app, 'getTermsCondition', (_, { request }) => content.termsAndConditions(db, askedLanguage(request)));
};
