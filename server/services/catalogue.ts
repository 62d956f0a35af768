/** The catalogue as the contract shows it: getProducts (tubs and other main products) and getConeCandy. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CallAnswer, ProductRecord } from '../../domain/contract.ts';
import { CONE_CANDY_CATEGORY } from '../../domain/constants.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
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
  category: string;
  image: string;
  cover: string;
  size: string;
  price: number;
  mrp: number;
  inStock: boolean;
}

/** The sizes an order names with their product: createOrder's prepared statement. */
const sizesWithProduct = prepared((db) =>
  db
    .select({
      sizeId: productSizes.id,
      productId: products.id,
      title: products.title,
      category: products.type,
      image: products.image,
      cover: products.cover,
      size: productSizes.size,
      price: productSizes.price,
      mrp: productSizes.mrp,
      sizeStatus: productSizes.status,
      productStatus: products.status,
      hidden: products.hidden,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(sql`${productSizes.id} = any(${sql.placeholder('sizeIds')}::integer[])`)
    .prepare('sizes_by_id'),
);

/** The sizes an order names, with their product, keyed by size id. */
export async function sizesById(db: Db, sizeIds: readonly number[]): Promise<Map<number, CatalogueSize>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await sizesWithProduct(db).execute({ sizeIds: [...sizeIds] });
  return new Map(
    rows.map(({ sizeStatus, productStatus, hidden, ...row }) => [
      row.sizeId,
      // A hidden product cannot be ordered, as if out of stock.
      { ...row, inStock: sizeStatus === 'In Stock' && productStatus === 'In Stock' && !hidden },
    ]),
  );
}
