/** Seeds an empty database with the demo catalogue, the delivery pin codes and the shop's texts. */
import { count, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { deliveryAreas, demoProducts, privacyPolicyHtml, shopDetails, termsHtml } from './demo/catalogue.ts';
import { content, pinCodes, products, productSizes, settings } from './schema.ts';
import { sanitiseLegalHtml } from '../services/legalHtml.ts';

const SEED_LOCK = 727_002;

const stock = (inStock: boolean) => (inStock ? 'In Stock' : 'Out of Stock');

/** True when it seeded; a database that already has products is left as it is. */
export async function seedDemoCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Servers starting together on one PostgreSQL take turns, so the catalogue is seeded once.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return false;
    for (const [index, product] of demoProducts.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          title: product.title,
          titleGu: product.words.gu,
          titleHi: product.words.hi,
          searchWords: product.words.search,
          type: product.type,
          image: product.image,
          cover: product.cover ?? '',
          status: stock(product.inStock),
          sortOrder: index,
        })
        .returning({ id: products.id });
      await tx.insert(productSizes).values(
        product.sizes.map((size, sortOrder) => ({
          productId: row!.id,
          size: size.size,
          price: size.price,
          mrp: size.mrp,
          status: stock(size.inStock),
          sortOrder,
        })),
      );
    }
    await tx.insert(pinCodes).values(deliveryAreas.map(({ pinCode, area, areaGu, areaHi }) => ({ pinCode, area, areaGu, areaHi }))).onConflictDoNothing();
    await tx
      .insert(content)
      .values([
        // Stored sanitised, as any legal text is (domain/legalHtml.ts).
        { key: 'privacy_policy', html: sanitiseLegalHtml(privacyPolicyHtml) },
        { key: 'terms', html: sanitiseLegalHtml(termsHtml) },
      ])
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values(Object.entries(shopDetails).flatMap(([key, value]) => (typeof value === 'string' ? [{ key: `shop.${key}`, value }] : [])))
      .onConflictDoNothing();
    return true;
  });
}
