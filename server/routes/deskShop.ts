/**
 * The desk's shop calls (domain/desk/shopContract.ts), all the owner's: each is registered with the
 * desk definer (deskDefine.ts: desk token, role check, body parsed) and calls one service.
 * catalogueAddProduct takes a multipart form, read by @fastify/multipart in a plugin of its own so
 * that no other call accepts multipart bodies. Its product field passes the storable-text check JSON
 * bodies pass (server/storableText.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deskCalls } from '../../domain/desk/contract.ts';
import { mayDo } from '../../domain/desk/roles.ts';
import { newProductFields } from '../../domain/desk/shopContract.ts';
import { MAX_PICTURE_BYTES } from '../../domain/desk/shopRules.ts';
import { deskRuleSaid } from '../../domain/desk/ruleSaid.ts';
import { HttpError, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { refuseUnstorableText } from '../storableText.ts';
import { addProduct, deskCatalogue, setHidden, setPrice, setStock, setWords } from '../services/deskCatalogue.ts';
import { dayReport, ordersCsv, readAuditLog } from '../services/deskReports.ts';
import {
  addDeliveryArea, listDeliveryAreas, readShopSettings, removeDeliveryArea, renameDeliveryArea, setLegalText, setOpeningHours, setShopContact, setUpiSettings,
} from '../services/deskShopSettings.ts';
import { deskAnswer, deskCall, deskSessionOf } from './deskDefine.ts';
import { deskAnswerSaid } from '../said.ts';

/** The form's text field (the product as JSON) is small; the picture is the only file. */
const FORM_LIMITS = { fields: 1, fieldSize: 16 * 1024, files: 1, fileSize: MAX_PICTURE_BYTES, parts: 2 };

/** @fastify/multipart's refusals of a form that breaks FORM_LIMITS or is cut short. */
const FORM_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE']);

/** The form's `product` field (JSON) and its `picture` file, the field first; a refusal when the form is not that. */
async function readProductForm(request: FastifyRequest): Promise<{ fields: unknown; picture: Buffer } | Refusal> {
  const file = await request.file();
  const field = file?.fields.product;
  if (!file || file.fieldname !== 'picture' || !field || Array.isArray(field) || field.type !== 'field') {
    return refuse('400', deskRuleSaid('uploadForm'));
  }
  const picture = await file.toBuffer();
  try {
    return { fields: JSON.parse(String(field.value)), picture };
  } catch {
    return refuse('400', deskRuleSaid('uploadForm'));
  }
}

/** A new product from its form: the owner's call, the form read, then the service. */
async function addProductFromForm(db: Db, request: FastifyRequest): Promise<object> {
  const call = deskCalls.catalogueAddProduct;
  const session = await deskSessionOf(db, request);
  if (call.action !== null && !mayDo(session.role, call.action)) throw new HttpError(403, deskAnswerSaid('onlyTheOwner'));
  if (!request.isMultipart()) return refuse('400', deskRuleSaid('uploadForm'));
  const form = await readProductForm(request).catch((error: unknown) => {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse('400', deskRuleSaid('pictureTooLarge', MAX_PICTURE_BYTES / (1024 * 1024)));
    if (typeof code === 'string' && FORM_ERRORS.has(code)) return refuse('400', deskRuleSaid('uploadForm'));
    // Anything else that fails while the body is read is a form that cannot be read (cut off, or its
    // boundary not the one the body uses): the client's fault, never a 500.
    throw new HttpError(400, deskRuleSaid('uploadUnreadable'));
  });
  if ('code' in form) return form;
  refuseUnstorableText(form.fields, 'product');
  return addProduct(db, session.deskUserId, newProductFields.parse(form.fields), form.picture);
}

export const deskShopRoutes: FastifyPluginAsync<Deps> = async (app, { db }) => {
  deskCall(app, db, 'catalogueList', () => deskCatalogue(db));
  deskCall(app, db, 'catalogueSetStock', (body, session) => setStock(db, session.deskUserId, body));
  deskCall(app, db, 'catalogueSetPrice', (body, session) => setPrice(db, session.deskUserId, body));
  deskCall(app, db, 'catalogueSetHidden', (body, session) => setHidden(db, session.deskUserId, body));
  deskCall(app, db, 'catalogueSetWords', (body, session) => setWords(db, session.deskUserId, body));
  deskCall(app, db, 'pinCodesList', () => listDeliveryAreas(db));
  deskCall(app, db, 'pinCodesAdd', (body, session) => addDeliveryArea(db, session.deskUserId, body));
  deskCall(app, db, 'pinCodesRename', (body, session) => renameDeliveryArea(db, session.deskUserId, body));
  deskCall(app, db, 'pinCodesRemove', (body, session) => removeDeliveryArea(db, session.deskUserId, body));
  deskCall(app, db, 'settingsGet', () => readShopSettings(db));
  deskCall(app, db, 'settingsSetHours', (body, session) => setOpeningHours(db, session.deskUserId, body));
  deskCall(app, db, 'settingsSetLegalText', (body, session) => setLegalText(db, session.deskUserId, body));
  deskCall(app, db, 'settingsSetUpi', (body, session) => setUpiSettings(db, session.deskUserId, body));
  deskCall(app, db, 'settingsSetShop', (body, session) => setShopContact(db, session.deskUserId, body));
  deskCall(app, db, 'today', (body) => dayReport(db, body));
  deskCall(app, db, 'ordersCsv', (body) => ordersCsv(db, body));
  deskCall(app, db, 'auditLog', (body) => readAuditLog(db, body));

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: FORM_LIMITS });
    uploads.post(`/api/${deskCalls.catalogueAddProduct.path}`, async (request, reply) => deskAnswer(reply, await addProductFromForm(db, request)));
  });
};
