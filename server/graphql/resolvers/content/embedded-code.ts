import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of embedded code (content spec: embedded-code sections): text formatting, tables,
 * figures and images; links to http(s), mail and phone only; frames only from the video hosts the
 * site's CSP allows. Scripts, styles, forms and event handlers never pass.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'blockquote', 'cite', 'code', 'pre',
    'h2', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'iframe',
  ],
  allowedAttributes: {
    // The ticket store opens from links by data-keyword, data-promocode or data-packageid (spec §2), as from query-only links.
    a: ['href', 'title', 'target', 'rel', 'data-keyword', 'data-promocode', 'data-packageid'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'],
  disallowedTagsMode: 'discard',
  // Links that leave the site open in a new window, like every other external link.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Frames and images without an absolute or site-absolute source are dropped whole.
  exclusiveFilter: (frame) => (frame.tag === 'iframe' || frame.tag === 'img') && !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ''),
};

/** Everything the allow-list would keep if nothing were removed: the markup as parsed and re-serialised. */
const AS_PARSED: sanitizeHtml.IOptions = { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, transformTags: OPTIONS.transformTags };

export interface SanitizedHtml {
  html: string;
  /** True when the sanitizer removed something (reported so editors can fix their code). */
  changed: boolean;
}

export function sanitizeEmbeddedCode(code: string): SanitizedHtml {
  const html = sanitizeHtml(code, OPTIONS).trim();
  return { html, changed: html !== sanitizeHtml(code, AS_PARSED).trim() };
}
