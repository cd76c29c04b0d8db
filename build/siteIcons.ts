import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import pngToIco from 'png-to-ico';
import type { Plugin } from 'vite';

/** What the web app manifest says about the site; a museum adopting the site sets its own here. */
export interface SiteIdentity {
  name: string;
  shortName: string;
  /** The browser's UI colour (the site's accent). */
  themeColor: string;
  backgroundColor: string;
}

/** The PNGs drawn from the mark, by the name they are emitted under and their size in pixels. */
const PNG_ICONS = [
  { name: 'apple-touch-icon.png', size: 180, fullBleed: true },
  { name: 'icon-192.png', size: 192, fullBleed: false },
  { name: 'icon-512.png', size: 512, fullBleed: false },
] as const;
/** The favicon old clients ask for at /favicon.ico without reading the page. */
const ICO_SIZE = 32;

/** The mark drawn at a size: a PNG of the SVG, its rounded corners squared off where the platform rounds them itself (iOS). */
function png(svg: string, size: number, fullBleed: boolean): Buffer {
  const source = fullBleed ? svg.replace(/ rx="\d+"/, '') : svg;
  return new Resvg(source, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The site's icons, drawn at build time from one SVG mark (`client/icons/museum-mark.svg`): the
 * SVG favicon, a 32 px ICO, a 180 px apple-touch-icon and the web app manifest's 192 and 512 px
 * icons (rendered by resvg; the ICO by png-to-ico), each emitted as a hashed asset, with the
 * manifest naming their hashed URLs (a hashed asset itself). Every page's head links them; the ICO
 * is also written as /favicon.ico, unhashed, for clients that ask for it by that name.
 */
export function siteIcons(markPath: string, identity: SiteIdentity): Plugin {
  let links = '';
  let references: Record<string, string> = {};
  return {
    name: 'museum:site-icons',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      const svg = await readFile(markPath, 'utf8');
      const ico = await pngToIco([png(svg, ICO_SIZE, false)]);
      references = {
        // Named as the mark itself: the site's code imports the same file (the museum's logo in its
        // structured data), and identical assets share one name, which must be the same in the SSR build.
        'favicon.svg': this.emitFile({ type: 'asset', name: 'museum-mark.svg', source: svg }),
        'favicon.ico': this.emitFile({ type: 'asset', name: 'favicon.ico', source: ico }),
        ...Object.fromEntries(PNG_ICONS.map((icon) => [icon.name, this.emitFile({ type: 'asset', name: icon.name, source: png(svg, icon.size, icon.fullBleed) })])),
      };
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: ico });
    },
    generateBundle: {
      // Before the HTML is written (Vite's HTML plugin reads `links` then).
      order: 'pre',
      handler() {
        const url = (name: string) => `/${this.getFileName(references[name] ?? '')}`;
        const manifest = {
          name: identity.name,
          short_name: identity.shortName,
          start_url: '/',
          scope: '/',
          display: 'browser',
          theme_color: identity.themeColor,
          background_color: identity.backgroundColor,
          icons: PNG_ICONS.filter((icon) => !icon.fullBleed).map((icon) => ({ src: url(icon.name), sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
        };
        const manifestUrl = `/${this.getFileName(this.emitFile({ type: 'asset', name: 'manifest.webmanifest', source: JSON.stringify(manifest) }))}`;
        links = [
          `<link rel="icon" href="${url('favicon.ico')}" sizes="${ICO_SIZE}x${ICO_SIZE}" />`,
          `<link rel="icon" href="${url('favicon.svg')}" type="image/svg+xml" />`,
          `<link rel="apple-touch-icon" href="${url('apple-touch-icon.png')}" />`,
          `<link rel="manifest" href="${manifestUrl}" />`,
          `<meta name="theme-color" content="${identity.themeColor}" />`,
        ].join('\n    ');
      },
    },
    transformIndexHtml: {
      order: 'post',
      // Both pages (the site's template and GraphiQL's) mark where the links go.
      handler: (html) => html.replace('<!--site-icons-->', () => links),
    },
  };
}
