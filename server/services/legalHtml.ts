/** The server's sanitiser of legal HTML (domain/legalHtml.ts says what stays). */
import sanitizeHtml from 'sanitize-html';
import { LEGAL_ATTRIBUTES, LEGAL_LINK, LEGAL_TAGS } from '../../domain/legalHtml.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...LEGAL_TAGS],
  allowedAttributes: { a: [...LEGAL_ATTRIBUTES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with their content; other tags not allowed leave their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = LEGAL_LINK.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

export function sanitiseLegalHtml(html: string): string {
  return sanitizeHtml(html, options);
}
