import sanitizeHtml from 'sanitize-html';
import { isValidAnchorId } from '@rcwb/shared';

/**
 * Rich-text sanitising (SPEC §5, issue 3 "output sanitised on the server"). The web editor is only
 * a convenience: anything can be posted to the API, so every rich-text field is cleaned here
 * before it is stored, with an allow-list that matches what the editor produces and nothing else.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4'] as const;
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const ALLOWED_TAGS = [
  'p',
  ...HEADINGS,
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'br',
  'hr',
  'span',
  'div',
  ...TABLE_TAGS,
];

/** Block elements that may carry an anchor id (the editor's anchor tool sets it on blocks). */
const WITH_ID = ['p', ...HEADINGS, 'span', 'div'];

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'target', 'rel', 'id'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ...Object.fromEntries(WITH_ID.map((tag) => [tag, ['id']])),
};

/**
 * Content of these is dropped with the tag, not kept as text: scripts and styles are code, and the
 * embedding tags only ever hold fallback markup nobody asked to keep.
 */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** Pictures are ours (`/files/<key>`, what the upload endpoint returns) or absolute http(s). */
const STORED_IMAGE = /^\/files\/[0-9A-Za-z_-]{1,64}$/;
const HTTP_URL = /^https?:\/\/[^\s/]/i;
/** The web app shows stored pictures under the API prefix; what is stored never carries it. */
const API_IMAGE = /^\/api(\/files\/)/;

const DIMENSION = /^\d{1,5}%?$/;
/**
 * The parser leaves some character references undecoded (`&#0000106` without a semicolon) that a
 * browser would decode; such an href is escaped on output and so inert, but it is never a real
 * address either, so it is refused rather than relied on.
 */
const ENCODED_LEFTOVER = /&#|&(?:colon|tab|newline);/i;
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc']);

function imageSource(src: string | undefined): string | undefined {
  const value = src?.trim().replace(API_IMAGE, '$1');
  if (!value) return undefined;
  return STORED_IMAGE.test(value) || HTTP_URL.test(value) ? value : undefined;
}

/** Keeps only well-formed values; an attribute that does not pass is dropped, not rewritten. */
function keepIf(attribs: sanitizeHtml.Attributes, name: string, ok: (value: string) => boolean) {
  const value = attribs[name];
  if (value !== undefined && !ok(value)) delete attribs[name];
}

const transformTags: sanitizeHtml.IOptions['transformTags'] = {
  a: (tagName, attribs) => {
    const result = { ...attribs };
    keepIf(result, 'id', isValidAnchorId);
    keepIf(result, 'href', (v) => !ENCODED_LEFTOVER.test(v));
    keepIf(result, 'target', (v) => v === '_blank' || v === '_self');
    const rel = new Set(
      (result.rel ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((t) => REL_TOKENS.has(t)),
    );
    // A new tab must not get a handle on this window (reverse tabnabbing).
    if (result.target === '_blank') rel.add('noopener').add('noreferrer');
    const ordered = ['noopener', 'noreferrer', 'nofollow', 'ugc'].filter((t) => rel.has(t));
    if (ordered.length) result.rel = ordered.join(' ');
    else delete result.rel;
    return { tagName, attribs: result };
  },
  img: (tagName, attribs) => {
    const result = { ...attribs };
    const src = imageSource(result.src);
    if (src) result.src = src;
    else delete result.src;
    keepIf(result, 'width', (v) => DIMENSION.test(v.trim()));
    keepIf(result, 'height', (v) => DIMENSION.test(v.trim()));
    return { tagName, attribs: result };
  },
  ...Object.fromEntries(
    WITH_ID.map((tag) => [
      tag,
      (tagName: string, attribs: sanitizeHtml.Attributes) => {
        const result = { ...attribs };
        keepIf(result, 'id', isValidAnchorId);
        return { tagName, attribs: result };
      },
    ]),
  ),
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  // Code blocks may name their language; no other class survives.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example` would leave the site while looking relative.
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  allowVulnerableTags: false,
  transformTags,
  // A picture whose source was refused is dropped whole rather than left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans rich text from the editor for storage and display: only the editor's tags and
 * attributes survive, links may use http, https, mailto and tel (or be relative / `#anchor`),
 * pictures must be http(s) or a stored `/files/<key>`, every event handler, style and embedding
 * tag is removed, ids must be valid anchor ids, and `target="_blank"` links get
 * `rel="noopener noreferrer"`. Call it on every rich-text input before it is stored.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

const PLAIN_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * A field meant as plain text (an organisation's description, typed in a text area): every tag is
 * removed, with the content of scripts, frames and other embedding tags, and what is left is the
 * text as typed (`a < b & c` stays readable). The result is for text rendering; it is never meant
 * to be inserted as HTML.
 */
export function toPlainText(value: string | null | undefined): string {
  if (!value) return '';
  return sanitizeHtml(value, PLAIN_OPTIONS)
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!)
    .trim();
}
