import { describe, expect, it } from 'vitest';
import { withoutSuggestions } from '../../../server/graphql/errors';
import { SCRIPT_LOADER } from '../../../server/ssr/page-scripts';
import { scriptHashSource } from '../../../server/ssr/security';
import { compileTemplate, fillTemplate } from '../../../server/ssr/template';

describe('the inline state script and its CSP hash', () => {
  it('hashes exactly the script text the page carries', () => {
    const page = fillTemplate(compileTemplate('<head><!--app-head--></head><div><!--app-html--></div><!--app-state-->'), { head: '', html: '<p>x</p>', answers: { a: '</script>' }, failures: {}, publicOrigin: 'https://museum.example.org', rumSampleRate: 0.25, modules: [], scripts: { entry: '/assets/main.js', preload: ['/assets/page.js'], prefetch: [] } });
    expect(page.html).toBe(`<head></head><div><p>x</p></div><script>${page.stateScript}</script><script type="module">${SCRIPT_LOADER}</script>`);
    expect(page.stateScript).not.toContain('</script>');
    // The public origin is part of the hashed text, so the browser renders the same absolute URLs.
    expect(page.stateScript).toContain('window.__PUBLIC_ORIGIN__="https://museum.example.org";window.__RUM_SAMPLE_RATE__=0.25;');
    // The script loader reads the page's scripts from the state, so its own text (and hash) is the same on every page.
    expect(page.stateScript).toContain('window.__PAGE_SCRIPTS__={"entry":"/assets/main.js","preload":["/assets/page.js"],"prefetch":[]}');
    // sha256 of the script text, base64 (as a browser computes it for script-src).
    expect(() => compileTemplate('<div><!--app-html--></div><!--app-head--><!--app-state-->')).toThrow(/in that order/);
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('schema suggestions in error messages', () => {
  it('are cut out wherever they appear', () => {
    expect(withoutSuggestions('Value "COLLECTION" does not exist in "SearchType" enum. Did you mean the enum value "COLLECTIONS"?')).toBe('Value "COLLECTION" does not exist in "SearchType" enum.');
    expect(withoutSuggestions('Cannot query field "titel" on type "Site". Did you mean "title"?')).toBe('Cannot query field "titel" on type "Site".');
  });
});
