import { escapeHtml } from './escape-html';
import type { PreschinaSite } from './site';

const SITE_NAME = 'Presidential China';

/**
 * A whole WordPress-theme document around `main`: head, masthead with navigation, footer and the
 * theme's scripts. Only the article inside `main` is meant to be taken over by the gateway.
 */
export function documentHtml(options: { title: string; bodyClass: string; main: string }): string {
  const title = options.title ? `${escapeHtml(options.title)} &#8211; ${SITE_NAME}` : SITE_NAME;
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="generator" content="WordPress 6.7.2">
<link rel="stylesheet" id="preschina-style-css" href="/wp-content/themes/preschina/style.css?ver=1.4.0" media="all">
<script>document.documentElement.className = document.documentElement.className.replace('no-js', 'js');</script>
</head>
<body class="${escapeHtml(options.bodyClass)}">
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<header id="masthead" class="site-header">
<p class="site-title"><a href="/" rel="home">${SITE_NAME}</a></p>
<p class="site-description">${escapeHtml('Presidential China, 1780–1980')}</p>
<nav id="site-navigation" class="main-navigation" aria-label="Primary"><ul id="primary-menu" class="menu"><li><a href="/">Presidents</a></li><li><a href="/president/acknowledgments">Acknowledgments</a></li></ul></nav>
</header>
<main id="primary" class="site-main">
${options.main}
</main>
<footer id="colophon" class="site-footer"><div class="site-info">${SITE_NAME} &middot; <a href="https://wordpress.org/">Proudly powered by WordPress</a></div></footer>
<script src="/wp-content/themes/preschina/js/navigation.js?ver=1.4.0" id="preschina-navigation-js"></script>
</body>
</html>
`;
}

/** The home page: every published post, as the theme's archive lists them. */
export function homeHtml(site: PreschinaSite): string {
  const items = site.entries.map((entry) => `<li><a href="/president/${entry.slug}">${escapeHtml(entry.title)}</a></li>`).join('\n');
  return documentHtml({
    title: '',
    bodyClass: 'home blog',
    main: `<header class="page-header"><h1 class="page-title">Presidents</h1></header>\n<ul class="president-list">\n${items}\n</ul>`,
  });
}

/** The theme's 404 template: no article. */
export function notFoundHtml(): string {
  return documentHtml({
    title: 'Page not found',
    bodyClass: 'error404',
    main: `<section class="error-404 not-found"><header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header><div class="page-content"><p>It looks like nothing was found at this location.</p></div></section>`,
  });
}
