import { describe, expect, it } from 'vitest';
import { sanitizeEmbeddedCode } from '../../../server/graphql/resolvers/content/embedded-code';

describe('embedded code sanitized to an allow-list (sanitize-html)', () => {
  it('keeps text, tables and links as they are, and says nothing was removed', () => {
    const code = '<table><caption>Milestones</caption><tbody><tr><td>1876</td><td><a href="/about">Chartered</a></td></tr></tbody></table>';
    expect(sanitizeEmbeddedCode(code)).toEqual({ html: code, changed: false });
  });

  it('removes scripts, styles, forms, event handlers and unsafe links, and says so', () => {
    const { html, changed } = sanitizeEmbeddedCode(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>body{display:none}</style><form action="https://evil.example"><input name="card"></form><a href="javascript:alert(2)">x</a><img src="data:image/png;base64,AAAA" onerror="alert(3)">',
    );
    expect(changed).toBe(true);
    expect(html).toBe('<p>Hi</p><a>x</a>');
    expect(html).not.toMatch(/script|style|form|onclick|onerror|javascript|data:/i);
  });

  it('keeps frames only from YouTube and Vimeo, and opens external links in a new window', () => {
    const { html } = sanitizeEmbeddedCode('<iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Video"></iframe><a href="https://example.org">Example</a>');
    expect(html).toBe('<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Video" loading="lazy"></iframe><a href="https://example.org" target="_blank" rel="noopener noreferrer">Example</a>');
  });
});
