import type { FastifyInstance } from 'fastify';
import * as content from '../services/content.ts';
import type { Deps } from '../app.ts';
import { publicCall } from './define.ts';

export function contentRoutes(app: FastifyInstance, { db }: Deps): void {
  publicCall(app, 'getPinCodes', () => content.listPinCodes(db));
  publicCall(app, 'getPrivacyPolicy', () => content.privacyPolicy(db));
  publicCall(app, 'getTermsCondition', () => content.termsAndConditions(db));
}
