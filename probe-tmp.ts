import { startGateway } from './tests/support/gateway';
const g = await startGateway();
const q = `query($range: String, $categories: [String!], $viewAll: Boolean) { calendar(range: $range, categories: $categories, viewAll: $viewAll) { title intro today pickerMonth total unavailable selection { value kind dates text isPast isUnderstood } notices { kind message link { text range } } filters { label selected options { slug label selected } } closures { closedWeekdays closedDates openDates }
 sections { slug title total hasViewAll items(size: 2) { __typename ... on EventSummary { title dateText timeText statusLabel place { text } } ... on ExhibitionSummary { title label dateText } } }
 list { heading total prefersList items(size: 3) { __typename ... on ExhibitionSummary { title label dateText } ... on EventSummary { title dateText } } } } }`;
for (const vars of [{ range: 'this-weekend' }, { range: '2026-11-26' }, { range: 'today', categories: ['exhibitions'], viewAll: true }]) {
  const r = await g.graphql(q, vars);
  console.log(JSON.stringify(r.body, null, 0).slice(0, 3000));
  console.log(r.headers['cache-control']);
}
const p = await g.graphql(`{ upcomingExhibitions { title total whenOptions { value label selected } items(size: 3) { title label dateText } } pastExhibitions(years: [2019, 2018]) { selectedYears years { year total title hasViewAll viewAllText items { title dateText label } } yearOptions { year total } } pastExhibitionYear(year: 2026) { title total items(size: 3) { title dateText } } }`);
console.log(JSON.stringify(p.body).slice(0, 3000));
await g.close();
