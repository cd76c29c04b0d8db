import { startGateway } from './tests/support/gateway';
const g = await startGateway({ env: { LOG_LEVEL: 'warn', PREVIEW_SECRET: 'test-preview-secret-0123456789' } });
const Q = `query($path: String!) { page(path: $path) { __typename ... on RoutedPage { id path type title description shareImage noIndex }
 ... on Page { heroImage { url width height alt } jumpLinks { title anchor } carousel { id title image { url } link { title target { kind url } } }
   sections { __typename ... on SectionFields { key title style size jumpLink { anchor } image { url crop } link { title target { url } } body { __typename ... on TextBlock { style spans { text marks link { kind url } } } ... on ListBlock { ordered items { level spans { text } } } ... on CollectionAssetBlock { objectId artwork { title url } } ... on ShortcodeBlock { kind title } ... on RowBlock { columns { blocks { __typename } } } } }
     ... on GallerySection { galleryStyle images { url caption width height } } ... on GridSection { gridStyle loadMoreStep items { __typename ... on ContentCard { title url typeLabel } ... on ExhibitionSummary { title label dateText } } }
     ... on RelatedContentTabsSection { tabs { title anchor items { __typename } } } ... on LocationSection { location { title today { text } } map { place } } ... on LocationHoursSection { location { title } } ... on EmbeddedCodeSection { html } ... on CalloutGridSection { callouts { title image { url crop } link { target { url } } } } ... on CalloutSection { callout { title } } ... on TextSection { videos { embedUrl } } } } } }`;
for (const path of ['/', '/about/mission-history', '/about/editorial-checks']) {
  const t = Date.now();
  const r = await g.graphql(Q, { path });
  console.log(path, Date.now() - t, 'ms', JSON.stringify(r.body).length, JSON.stringify(r.body.errors));
  if (path !== '/') console.log(JSON.stringify(r.body.data.page.sections.map((s: any) => [s.__typename, s.title, s.body?.length])));
}
const r = await g.graphql(Q, { path: '/about/editorial-checks' });
console.log(JSON.stringify(r.body.data.page.sections, null, 0).slice(0, 3000));
console.log(g.upstreamRequests('search'));
await g.close();
