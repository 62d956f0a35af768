/** The shop's tables. Money is whole rupees; times are UTC (timestamptz). */
import { sql } from 'drizzle-orm';
import {
  boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), uniqueIndex('users_phone_unique').on(table.phone)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Failed logins per identifier and per client address, in fixed windows. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Browsers that signed in to an account before (OWASP's device cookies, services/loginLimiter.ts): only
 * the SHA-256 of the cookie's random value is kept, with the account's limiter key (`account:7`,
 * `desk-account:2`) and the wrong passwords sent from it since its last sign-in.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    account: text('account').notNull(),
    failures: integer('failures').notNull().default(0),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('trusted_devices_account_idx').on(table.account)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The single text every app reads; composed from the parts below when the address has them. */
    address: text('address').notNull(),
    /** Issue 13: house or flat, street and landmark as entered; null on an address saved as text only. */
    house: text('house'),
    street: text('street'),
    landmark: text('landmark'),
    pinCode: text('pin_code').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    // At most one default per user; "at least one" is the deferred trigger of migration 0001.
    uniqueIndex('addresses_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The English name: what the shop's old apps and past orders show. */
    title: text('title').notNull(),
    /** The name in Gujarati and in Hindi as local shops write it (issue 24); empty: the English title is shown. */
    titleGu: text('title_gu').notNull().default(''),
    titleHi: text('title_hi').notNull().default(''),
    /** Other words customers type for it (transliterations, local names), space or comma separated; the owner edits them. */
    searchWords: text('search_words').notNull().default(''),
    type: text('type').notNull(),
    image: text('image').notNull().default(''),
    cover: text('cover').notNull().default(''),
    status: text('status').notNull().default('In Stock'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by the owner: left out of the catalogue and refused in orders, kept for past orders and the desk. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [check('products_status_check', sql`${table.status} in ('In Stock', 'Out of Stock')`)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    status: text('status').notNull().default('In Stock'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('product_sizes_product_idx').on(table.productId),
    check('product_sizes_status_check', sql`${table.status} in ('In Stock', 'Out of Stock')`),
    check('product_sizes_price_check', sql`${table.price} >= 0 and ${table.mrp} >= 0`),
    // The wholesale price never exceeds the MRP, so wholesale never raises a total.
    check('product_sizes_price_within_mrp', sql`${table.mrp} = 0 or ${table.price} <= ${table.mrp}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Null once the customer deleted the account: the shop keeps the order, not the person. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    address: text('address').notNull(),
    pinCode: text('pin_code').notNull(),
    phone: text('phone').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    orderRule: text('order_rule').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** What the keyed request asked for, so a key reused for another order is refused. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the shop cancelled it (the customer sees it); null otherwise. */
    cancelReason: text('cancel_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The desk account that last changed the status; null for the customer's own cancel. */
    statusChangedBy: integer('status_changed_by').references(() => deskUsers.id, { onDelete: 'set null' }),
    /** How the customer pays on delivery (domain/payment.ts); orders from apps that send none are cash. */
    paymentMethod: text('payment_method').notNull().default('cash'),
    /** Issue 27, point 5: what the rider should know, given with a phone order at the desk; null when nothing. */
    riderNote: text('rider_note'),
    /** Issue 27, point 7: the storefront's language when the order was placed (domain/locale.ts), for the desk's WhatsApp message; 'en' for older orders, old apps and phone orders. */
    language: text('language').notNull().default('en'),
    /** Issue 27: who accepted, delivered and cancelled the order at the desk, and when (India days count takings by deliveredAt). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => deskUsers.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: integer('delivered_by').references(() => deskUsers.id, { onDelete: 'set null' }),
    /** Set for the customer's own cancel too, with cancelledBy null. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => deskUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('orders_created_idx').on(table.createdAt),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_delivered_idx').on(table.deliveredAt),
    index('orders_cancelled_idx').on(table.cancelledAt),
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    check('orders_status_check', sql`${table.status} in ('pending', 'confirm', 'completed', 'cancelled')`),
    check('orders_payment_method_check', sql`${table.paymentMethod} in ('cash', 'upi')`),
    check('orders_language_check', sql`${table.language} in ('en', 'gu', 'hi')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    sizeId: integer('size_id').notNull(),
    title: text('title').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    image: text('image').notNull(),
    cover: text('cover').notNull(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const pinCodes = pgTable('pin_codes', {
  pinCode: text('pin_code').primaryKey(),
  area: text('area').notNull(),
  /** Issue 24: the locality in Gujarati and Hindi script ('' when the desk kept none: the English `area` is shown). */
  areaGu: text('area_gu').notNull().default(''),
  areaHi: text('area_hi').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

/** Legal and other texts the shop edits: privacy_policy, terms. */
export const content = pgTable('content', {
  key: text('key').primaryKey(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop settings (name, contact details) and markers such as the demo seed's version. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---- the owner's desk (issue 12) -----------------------------------------------------------------

/** Desk accounts: the owner and staff, apart from customers. */
export const deskUsers = pgTable(
  'desk_users',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('desk_users_email_unique').on(table.email),
    check('desk_users_role_check', sql`${table.role} in ('owner', 'staff')`),
  ],
);

/** Desk sessions: like customers' (only the token's SHA-256 kept), in a table of their own. */
export const deskSessions = pgTable(
  'desk_sessions',
  {
    id: serial('id').primaryKey(),
    deskUserId: integer('desk_user_id').notNull().references(() => deskUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('desk_sessions_token_hash_unique').on(table.tokenHash), index('desk_sessions_user_idx').on(table.deskUserId)],
);

/** Who changed what at the desk, and when: order statuses, staff, reset codes, catalogue, settings. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    deskUserId: integer('desk_user_id').references(() => deskUsers.id, { onDelete: 'set null' }),
    /** What was done, e.g. `order.accept`, `staff.add`, `resetCode.issue`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `order`, `deskUser`, `customer`, `productSize`. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_subject_idx').on(table.subjectType, table.subjectId)],
);

/** One-time codes the desk issues for a customer's password reset: only a hash kept, one use, limited tries. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    issuedBy: integer('issued_by').references(() => deskUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Pictures the owner uploaded at the desk, served at /uploads/desk/<name>. Kept in the database, not
 * on one server's disk, so every server process over one PostgreSQL serves them and backups hold them.
 */
export const pictures = pgTable(
  'pictures',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('pictures_content_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/webp')`)],
);

/**
 * The per-minute and sign-up request counts when several server processes share them through the
 * database (RATE_LIMIT_STORE=database; server/services/requestLimits.ts): one row per limit and
 * client address, counting until its window ends.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_counts_window_idx').on(table.windowEndsAt)],
);

/**
 * The live streams open on every server process (issue 26, point 2), so that the limits per session and
 * per client address hold across processes: a row per open stream, taken under a table lock when the
 * stream opens and removed when it ends. The process holding a stream refreshes `seenAt` while it is open;
 * a row left unrefreshed (its process died) no longer counts after STALE_SEAT_SECONDS.
 */
export const liveStreamSeats = pgTable(
  'live_stream_seats',
  {
    id: serial('id').primaryKey(),
    /** `customer:<session id>` or `desk:<session id>`. */
    session: text('session').notNull(),
    address: text('address').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_stream_seats_session_idx').on(table.session), index('live_stream_seats_address_idx').on(table.address)],
);
