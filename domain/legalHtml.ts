/**
 * What the shop's legal texts (privacy policy, terms) may hold: plain text markup, links to web pages
 * and email addresses, nothing else. One list for both sanitisers: the server's (sanitize-html, when the
 * text is stored or seeded and again when it is read) and the storefront's (DOMPurify, before rendering).
 * No style (a `<style>` in the terms once blanked the whole page), no forms, scripts, frames, pictures,
 * event handlers or other attributes.
 */
export const LEGAL_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li',
  'a', 'strong', 'em', 'b', 'i', 'u', 'small', 'blockquote', 'span',
] as const;

/** The only attribute kept: a link's href. */
export const LEGAL_ATTRIBUTES = ['href'] as const;

/** The links kept: http, https and mailto addresses, and links within the page (#...). */
export const LEGAL_LINK = /^(?:https?:\/\/|mailto:|#)/i;
