/**
 * The owner's catalogue edits (issue 12, point 5): stock of a size or a whole product, a size's price
 * and MRP, hiding a product, a new product with its picture. Each change locks the product's row, is
 * checked by domain/desk/shopRules.ts, is written to the audit log in the same transaction, and says
 * the catalogue changed (catalogueChanges.ts). getProducts and getConeCandy read the tables, so the
 * storefront shows a change on its next catalogue load.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, max, sql } from 'drizzle-orm';
import type { DeskProductRecord, NewProductFields, WordsRequest } from '../../domain/desk/shopContract.ts';
import { checkNewSizes, checkPicture, checkProductTitle, checkSizePrice, PICTURE_EXTENSIONS } from '../../domain/desk/shopRules.ts';
import { deskRuleSaid } from '../../domain/desk/ruleSaid.ts';
import { imageUrl, pictureVariantName, type PictureWidth } from '../../domain/images.ts';
import { ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { pictures, products, productSizes } from '../db/schema.ts';
import { pictureVariant, pictureVariants } from '../pictureVariants.ts';
import { recordAudit, type DbOrTx } from './audit.ts';
import { catalogueChanged } from './catalogueChanges.ts';
import { deskAnswers, ownerMessages } from '../../domain/desk/messages.ts';

const IN_STOCK = 'In Stock';
const OUT_OF_STOCK = 'Out of Stock';
const stockText = (inStock: boolean) => (inStock ? IN_STOCK : OUT_OF_STOCK);

/** Uploaded pictures' names start with this under /uploads/ (server/deskPictures.ts serves them). */
export const DESK_PICTURE_FOLDER = 'desk/';

async function productRecords(db: DbOrTx, productId?: number): Promise<DeskProductRecord[]> {
  const rows = await db
    .select()
    .from(products)
    .where(productId === undefined ? undefined : eq(products.id, productId))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const sizes = await db
    .select()
    .from(productSizes)
    .where(productId === undefined ? undefined : eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
  return rows.map((row) => ({
    pid: row.id,
    title: row.title,
    titleGu: row.titleGu,
    titleHi: row.titleHi,
    searchWords: row.searchWords,
    type: row.type,
    image: imageUrl(row.image),
    cover: row.cover ? imageUrl(row.cover) : '',
    inStock: row.status === IN_STOCK,
    hidden: row.hidden,
    sizes: sizes
      .filter((size) => size.productId === row.id)
      .map((size) => ({ pMetaId: size.id, size: size.size, price: size.price, mrp: size.mrp, inStock: size.status === IN_STOCK })),
  }));
}

/** Every product, hidden ones too, as the desk edits them. */
export async function deskCatalogue(db: Db) {
  return ok(deskAnswers.catalogue, { Data: await productRecords(db) });
}

async function answerWithProduct(tx: DbOrTx, productId: number, msg: string) {
  const [product] = await productRecords(tx, productId);
  return ok(msg, { Data: product! });
}

async function lockedProduct(tx: DbOrTx, productId: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

async function sizeOf(tx: DbOrTx, productId: number, sizeId: number) {
  const [row] = await tx.select().from(productSizes).where(and(eq(productSizes.id, sizeId), eq(productSizes.productId, productId)));
  return row ?? null;
}

export async function setStock(db: Db, actor: number, request: { pid: number; pMetaId?: number | undefined; inStock: boolean }) {
  return db.transaction(async (tx): Promise<Refusal | Awaited<ReturnType<typeof answerWithProduct>>> => {
    const product = await lockedProduct(tx, request.pid);
    if (!product) return refuse('404', deskRuleSaid('productUnknown'));
    const status = stockText(request.inStock);
    if (request.pMetaId === undefined) {
      await tx.update(products).set({ status }).where(eq(products.id, product.id));
      await recordAudit(tx, {
        actor, action: 'catalogue.stock', subjectType: 'product', subjectId: product.id,
        before: { title: product.title, status: product.status }, after: { title: product.title, status },
      });
    } else {
      const size = await sizeOf(tx, product.id, request.pMetaId);
      if (!size) return refuse('404', deskRuleSaid('sizeUnknown'));
      await tx.update(productSizes).set({ status }).where(eq(productSizes.id, size.id));
      await recordAudit(tx, {
        actor, action: 'catalogue.stock', subjectType: 'productSize', subjectId: size.id,
        before: { title: product.title, size: size.size, status: size.status }, after: { title: product.title, size: size.size, status },
      });
    }
    await catalogueChanged(tx, 'stock');
    return answerWithProduct(tx, product.id, `${product.title}: ${status}`);
  });
}

export async function setPrice(db: Db, actor: number, request: { pid: number; pMetaId: number; price: number; mrp: number }) {
  const checked = checkSizePrice(request);
  if (!checked.ok) return refuse('400', checked.said);
  return db.transaction(async (tx): Promise<Refusal | Awaited<ReturnType<typeof answerWithProduct>>> => {
    const product = await lockedProduct(tx, request.pid);
    if (!product) return refuse('404', deskRuleSaid('productUnknown'));
    const size = await sizeOf(tx, product.id, request.pMetaId);
    if (!size) return refuse('404', deskRuleSaid('sizeUnknown'));
    await tx.update(productSizes).set(checked.value).where(eq(productSizes.id, size.id));
    await recordAudit(tx, {
      actor, action: 'catalogue.price', subjectType: 'productSize', subjectId: size.id,
      before: { title: product.title, size: size.size, price: size.price, mrp: size.mrp },
      after: { title: product.title, size: size.size, ...checked.value },
    });
    await catalogueChanged(tx, 'price');
    return answerWithProduct(tx, product.id, `${product.title} ${size.size}: ₹${checked.value.price} (MRP ₹${checked.value.mrp})`);
  });
}

export async function setHidden(db: Db, actor: number, request: { pid: number; hidden: boolean }) {
  return db.transaction(async (tx): Promise<Refusal | Awaited<ReturnType<typeof answerWithProduct>>> => {
    const product = await lockedProduct(tx, request.pid);
    if (!product) return refuse('404', deskRuleSaid('productUnknown'));
    await tx.update(products).set({ hidden: request.hidden }).where(eq(products.id, product.id));
    await recordAudit(tx, {
      actor, action: request.hidden ? 'catalogue.hide' : 'catalogue.show', subjectType: 'product', subjectId: product.id,
      before: { title: product.title, hidden: product.hidden }, after: { title: product.title, hidden: request.hidden },
    });
    await catalogueChanged(tx, 'hidden');
    return answerWithProduct(tx, product.id, `${product.title}: ${request.hidden ? 'hidden' : 'shown'}`);
  });
}

/** Issue 24: a product's Gujarati and Hindi names and its search words, as the owner typed them (trimmed). */
export async function setWords(db: Db, actor: number, request: WordsRequest) {
  const words = { titleGu: request.titleGu.trim(), titleHi: request.titleHi.trim(), searchWords: request.searchWords.trim() };
  return db.transaction(async (tx): Promise<Refusal | Awaited<ReturnType<typeof answerWithProduct>>> => {
    const product = await lockedProduct(tx, request.pid);
    if (!product) return refuse('404', deskRuleSaid('productUnknown'));
    await tx.update(products).set(words).where(eq(products.id, product.id));
    await recordAudit(tx, {
      actor, action: 'catalogue.words', subjectType: 'product', subjectId: product.id,
      before: { title: product.title, titleGu: product.titleGu, titleHi: product.titleHi, searchWords: product.searchWords },
      after: { title: product.title, ...words },
    });
    await catalogueChanged(tx, 'words');
    return answerWithProduct(tx, product.id, ownerMessages.wordsSaved);
  });
}

const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * A new product, in stock and shown, after the catalogue's last product, with its picture stored
 * under /uploads/desk/. Nothing is written when the fields or the picture are refused.
 */
export async function addProduct(db: Db, actor: number, fields: NewProductFields, picture: Uint8Array) {
  const title = checkProductTitle(fields.title);
  if (!title.ok) return refuse('400', title.said);
  const sizes = checkNewSizes(fields.sizes);
  if (!sizes.ok) return refuse('400', sizes.said);
  const kind = checkPicture(picture);
  if (!kind.ok) return refuse('400', kind.said);
  const stem = `${DESK_PICTURE_FOLDER}${randomUUID()}`;
  const pictureName = `${stem}.${PICTURE_EXTENSIONS[kind.type]}`;
  // The widths a product card loads (issue 28), made now so that no customer waits for them.
  const variants = await pictureVariants(picture).catch(() => null);
  if (!variants) return refuse('400', deskRuleSaid('pictureDamaged'));
  return db.transaction(async (tx): Promise<Refusal | Awaited<ReturnType<typeof answerWithProduct>>> => {
    // One new product at a time, so that two with one name cannot both pass the check below.
    await tx.execute(sql`lock table ${products} in share row exclusive mode`);
    const [same] = await tx.select({ id: products.id }).from(products).where(sql`lower(${products.title}) = lower(${title.value})`);
    if (same) return refuse('409', deskRuleSaid('productExists', title.value));
    const [last] = await tx.select({ sortOrder: max(products.sortOrder) }).from(products);
    await tx.insert(pictures).values([
      { name: pictureName, contentType: CONTENT_TYPES[kind.type], bytes: picture },
      ...variants.map(({ width, bytes }) => ({ name: pictureVariantName(stem, width), contentType: CONTENT_TYPES.webp, bytes })),
    ]);
    const [row] = await tx
      .insert(products)
      .values({ title: title.value, type: fields.type, image: pictureName, cover: '', status: IN_STOCK, sortOrder: (last?.sortOrder ?? 0) + 1 })
      .returning({ id: products.id });
    await tx.insert(productSizes).values(sizes.value.map((size, sortOrder) => ({ productId: row!.id, ...size, status: IN_STOCK, sortOrder })));
    await recordAudit(tx, {
      actor, action: 'catalogue.add', subjectType: 'product', subjectId: row!.id,
      after: { title: title.value, type: fields.type, picture: pictureName, sizes: sizes.value },
    });
    await catalogueChanged(tx, 'add');
    return answerWithProduct(tx, row!.id, `${title.value} added`);
  });
}

/** An uploaded picture by its name under /uploads/desk/, or null. */
export async function deskPicture(db: Db, name: string) {
  const [row] = await db.select({ contentType: pictures.contentType, bytes: pictures.bytes }).from(pictures).where(eq(pictures.name, `${DESK_PICTURE_FOLDER}${name}`));
  return row ?? null;
}

/**
 * A width of an uploaded picture (`<uuid>-480w.webp`), or null when there is no such upload. A picture
 * uploaded before its widths were made at upload (issue 28) gets it made and kept on its first request.
 */
export async function deskPictureVariant(db: Db, uuid: string, width: PictureWidth) {
  const name = pictureVariantName(`${DESK_PICTURE_FOLDER}${uuid}`, width);
  const [kept] = await db.select({ contentType: pictures.contentType, bytes: pictures.bytes }).from(pictures).where(eq(pictures.name, name));
  if (kept) return kept;
  const [upload] = await db.select({ bytes: pictures.bytes }).from(pictures).where(like(pictures.name, `${DESK_PICTURE_FOLDER}${uuid}.%`));
  if (!upload) return null;
  const made = { contentType: CONTENT_TYPES.webp, bytes: await pictureVariant(upload.bytes, width) };
  await db.insert(pictures).values({ name, ...made }).onConflictDoNothing();
  return made;
}
