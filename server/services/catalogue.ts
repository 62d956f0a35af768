/** The catalogue as the contract shows it: getProducts (tubs and other main products) and getConeCandy. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CallAnswer, ProductRecord } from '../../domain/contract.ts';
import { CONE_CANDY_CATEGORY } from '../../domain/constants.ts';
import type { Db } from '../db/client.ts';
import { products, productSizes } from '../db/schema.ts';

export type ProductList = 'main' | 'coneCandy';

export async function listProducts(db: Db, list: ProductList): Promise<CallAnswer<'getProducts'>> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.hidden, false), list === 'coneCandy' ? eq(products.type, CONE_CANDY_CATEGORY) : ne(products.type, CONE_CANDY_CATEGORY)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const sizes = rows.length
    ? await db
        .select()
        .from(productSizes)
        .where(inArray(productSizes.productId, rows.map((row) => row.id)))
        .orderBy(asc(productSizes.sortOrder), asc(productSizes.id))
    : [];
  const Data: ProductRecord[] = rows.map((row) => ({
    pid: row.id,
    title: row.title,
    names: { gu: row.titleGu, hi: row.titleHi },
    search_words: row.searchWords,
    type: row.type,
    image: row.image,
    cover: row.cover,
    status: row.status,
    product_data: sizes
      .filter((size) => size.productId === row.id)
      .map((size) => ({ id: size.id, size: size.size, price: size.price, mrp: size.mrp, status: size.status })),
  }));
  return { code: '200', msg: list === 'coneCandy' ? 'Cone and candy products' : 'Products', Data };
}

export interface CatalogueSize {
  sizeId: number;
  productId: number;
  title: string;
  /** The product's Gujarati and Hindi names (empty: the English title). */
  names: { gu: string; hi: string };
  category: string;
  image: string;
  cover: string;
  size: string;
  price: number;
  mrp: number;
  inStock: boolean;
}
