/** What the route plugins are registered with (server/app.ts builds it from AppOptions). */
import type { OrderRuleName } from '../domain/constants.ts';
import type { Db } from './db/client.ts';
import type { CatalogueCache } from './services/catalogueCache.ts';
import type { LoginLimits } from './services/loginLimiter.ts';

export interface Deps {
  db: Db;
  orderRule: OrderRuleName;
  loginLimits: LoginLimits;
  signUpsPerHour: number;
  /** Behind a TLS proxy: the token cookie is Secure. */
  secureCookies: boolean;
  /** getProducts' and getConeCandy's answers, kept until the desk changes the catalogue. */
  catalogue: CatalogueCache;
  /** PUBLIC_URL: the address picture addresses start with; null: each request's own. */
  publicUrl: string | null;
}
