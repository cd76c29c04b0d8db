// Server rendering of the calendar's screens with bad input: the calendar's fallback (200, with a
// canonical link to what was understood) or the not-found page (404), never a 500. Needs the client
// build (`npm run build`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

/** The site's public origin: canonical links are absolute on it. */
const ORIGIN = 'https://www.museum.example.org';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(async () => {
  await gateway.close();
});

const TEN_KB = 'x'.repeat(10_240);
const FORTY_CATEGORIES = Array.from({ length: 40 }, (_, index) => `category-${index}`).join('+');

async function page(path: string) {
  const response = await gateway.http().get(path).set('accept', 'text/html');
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(response.text)?.[1] ?? null;
  return { status: response.status, text: response.text, canonical };
}

describe('calendar URLs a visitor did not write', () => {
  it.each([
    ['an unknown range word', '/calendar/tomorrow', '/calendar'],
    ['a malformed date', '/calendar/2026-02-30/talks', '/calendar/all/talks'],
    ['40 categories joined by +', `/calendar/all/${FORTY_CATEGORIES}`, '/calendar'],
    ['unknown values beside known ones', '/calendar/today/talks+nope/kids-family', '/calendar/today/talks/kids-families'],
    ['a view-all of unknown categories', '/calendar/view-all/whenever/nothing', '/calendar/view-all/all/all'],
    ['years that are not years', '/calendar/past-exhibitions/abc-2019-20x9', '/calendar/past-exhibitions/2019'],
    ['a 10 KB upcoming filter', `/calendar/upcoming-exhibitions?range=${TEN_KB}&type=nope`, '/calendar/upcoming-exhibitions'],
  ])('renders the fallback for %s, with the canonical URL of what was understood', async (_name, path, canonical) => {
    const answer = await page(path);
    expect(answer.status).toBe(200);
    expect(answer.canonical).toBe(`${ORIGIN}${canonical}`);
    expect(answer.text).not.toContain('Oops!');
  });

  it.each([
    ['a 10 KB range segment', `/calendar/${TEN_KB}`],
    ['a 10 KB filter segment', `/calendar/all/talks/${TEN_KB}`],
    ['a 10 KB view-all segment', `/calendar/view-all/today/${TEN_KB}`],
    ['a 10 KB years segment', `/calendar/past-exhibitions/${TEN_KB}`],
    ['a year before the museum', '/calendar/past-exhibitions/view-all/1800'],
    ['a year to come', '/calendar/past-exhibitions/view-all/2031'],
    ['a year that is not one', '/calendar/past-exhibitions/view-all/twenty'],
    ['too many segments', '/calendar/today/talks/adults/online/more'],
  ])('answers the not-found page with 404 for %s', async (_name, path) => {
    const answer = await page(path);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('Oops!');
  });

  it.each([
    ['a range that is not UTF-8', '/calendar/%E0%A4%A', 200, '/calendar'],
    ['a stray percent sign', '/calendar/today/%', 200, '/calendar/today'],
    ['an object id that is not UTF-8', '/collection/object/%E0', 404, null],
    ['a path of one percent sign', '/%', 404, null],
  ])('takes an undecodable percent-encoding literally: %s reaches the site like any other address', async (_name, path, status, canonical) => {
    const answer = await page(path);
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(/^<!doctype html>/i);
    if (canonical) expect(answer.canonical).toBe(`${ORIGIN}${canonical}`);
    else expect(answer.text).toContain('Oops!');
  });
});

describe('the past exhibitions page', () => {
  it('carries its first five year sections and their cards, not every year’s (the rest come with View More)', async () => {
    const answer = await gateway.graphql('{ pastExhibitions { years { year items(size: 3) { url } } } }').expect(200);
    const groups = (answer.body as { data: { pastExhibitions: { years: { year: number; items: { url: string }[] }[] } } }).data.pastExhibitions.years;
    expect(groups.length).toBeGreaterThan(5);
    const { status, text } = await page('/calendar/past-exhibitions');
    expect(status).toBe(200);
    const headings = [...text.matchAll(/class="accordion__button"[^>]*>(\d+)</g)].map((match) => Number(match[1]));
    expect(headings).toEqual(groups.slice(0, 5).map((group) => group.year));
    // Neither the markup nor the state the browser restores names a later year's exhibitions.
    for (const group of groups.slice(0, 5)) for (const item of group.items) expect(text).toContain(`href="${item.url}"`);
    for (const group of groups.slice(5)) for (const item of group.items) expect(text).not.toContain(item.url);
    expect(text).toMatch(/>View More(?:<!-- -->)?<span class="visually-hidden"> (?:<!-- -->)?past years<\/span><\/button>/);
  });
});

describe('calendar pages and their feed', () => {
  it('names the selection’s iCalendar feed in the head (an absolute URL on the public origin) and in a visible Subscribe link, on the calendar and view-all pages', async () => {
    for (const [path, feed] of [
      ['/calendar/this-weekend/talks+tours/adults', '/calendar.ics?range=this-weekend&amp;categories=tours%2Ctalks&amp;audiences=adults'],
      ['/calendar/view-all/today/exhibitions', '/calendar.ics?range=today&amp;categories=exhibitions'],
      ['/calendar', '/calendar.ics'],
    ] as const) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`<link rel="alternate" type="text/calendar" href="${ORIGIN}${feed}"`);
      expect(answer.text).toMatch(new RegExp(`<a class="calendar-subscribe" href="${feed.replace(/[?.]/g, '\\$&')}"[^>]*>Subscribe`));
    }
  });

  it('redirects /calendar/current-exhibitions to today’s exhibitions', async () => {
    const response = await gateway.http().get('/calendar/current-exhibitions').set('accept', 'text/html');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/calendar/view-all/today/exhibitions');
  });
});
