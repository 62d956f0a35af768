/**
 * The storefront's page for a path outside /api/ and /uploads/: the built index.html, answered with
 * HTTP 200 for the storefront's routes and 404 for any other path (the app then shows its 404 page),
 * its title that of the route (domain/routes.ts, the list the app renders from).
 */
import { documentTitle, routeOf } from '../domain/routes.ts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function storefrontPage(page: string, url: string): { status: 200 | 404; html: string } {
  return {
    status: routeOf(url) ? 200 : 404,
    html: page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(url))}</title>`),
  };
}
