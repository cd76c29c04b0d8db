// The sample search data is cleaned when it is built (issue 10, defect 11): no script text, no
// mojibake, no filter value twice in other case or number, no artwork type listed as a place.
import { describe, expect, it } from 'vitest';
import { nameKey, typeKey } from '../../../upstreams/search/indexes/keywords';
import { useSearchService, type Hit, type SearchResponse } from './search-service';

const { search } = useSearchService();

/** Marks of mojibake: the mangled replacement character, the character itself, UTF-8 read as Windows-1252. */
const MOJIBAKE = /ï¿|\uFFFD|Ã[\u0080-\u00bf]|â€/;
/** Marks of script text: the Flash embed the sources scraped, statements, calls with arguments lists. */
const SCRIPT = /AC_FL_RunContent|<script|function\s*\(|\bvar\s+[\w$]+\s*=|alert\s*\(|\}\s*else\s*\{/;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function everything(): Promise<Hit[]> {
  const response = await search({ index: 'global', query: '', paging: { size: 10_000 } });
  expect(response.status).toBe(200);
  expect(response.body.result.length).toBe(response.body.total.value);
  return response.body.result;
}

/** Every value of one collections filter group, with its count. */
async function valuesOf(field: string): Promise<string[]> {
  const response = await search({ index: 'collections', query: '', paging: { size: 0 }, option: [field], optionSize: 10_000 });
  return ((response.body as SearchResponse).options[field] ?? []).map((bucket) => bucket.key);
}

function duplicates(values: string[], key: (value: string) => string): string[][] {
  const groups = new Map<string, string[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return [...groups.values()].filter((group) => group.length > 1);
}

describe('the sample search data, as every index answers it', () => {
  it('holds no script text and no mojibake in any field of any result', async () => {
    const hits = await everything();
    const dirty = hits.flatMap((hit) => strings(hit).filter((text) => MOJIBAKE.test(text) || SCRIPT.test(text)).map((text) => `${hit.id}: ${text.slice(0, 80)}`));
    expect(dirty).toEqual([]);
  });

  it('reads the damaged texts repaired: the Renwick exhibition by its own words, Castle’s apostrophe', async () => {
    const renwick = await search({ index: 'exhibitions', query: 'Staged Stories: Renwick Craft Invitational 2009', paging: { size: 1 } });
    expect(renwick.body.result[0]?.title).toBe('Staged Stories: Renwick Craft Invitational 2009');
    expect(renwick.body.result[0]?.summary).toMatch(/^Staged Stories: Renwick Craft Invitational 2009 presents the work of ceramic artist Christyl Boger/);
    const castle = await search({ index: 'exhibitions', query: 'Untitled: The Art of James Castle', paging: { size: 1 } });
    expect(castle.body.result[0]?.summary).toContain('one of the largest public collections of Castle’s work.');
    const powers = await search({ index: 'exhibitions', query: 'Measured Perfection Hiram Powers', paging: { size: 1 } });
    expect(powers.body.result[0]?.title).toBe('Measured Perfection: Hiram Powers’ Greek Slave');
  });

  it.each(['classification', 'medium'])('lists each %s once, whatever its case or number', async (field) => {
    const values = await valuesOf(field);
    expect(values.length).toBeGreaterThan(10);
    expect(duplicates(values, typeKey)).toEqual([]);
    expect(values.filter((value) => value.charAt(0) !== value.charAt(0).toUpperCase())).toEqual([]);
  });

  it.each(['artists', 'place', 'context', 'culture', 'department'])('spells each %s one way, whatever its case', async (field) => {
    const artworks = (await everything()).filter((hit) => hit.type === 'collections');
    const spellings = [...new Set(artworks.flatMap((hit) => strings(hit[field])))];
    expect(spellings.length).toBeGreaterThan(10);
    expect(duplicates(spellings, nameKey)).toEqual([]);
  });

  it('lists no artwork type as a place: the rows that slid a column are put right', async () => {
    const types = new Set((await valuesOf('classification')).map(typeKey));
    expect((await valuesOf('place')).filter((place) => types.has(typeKey(place)))).toEqual([]);
    const photographs = await search({ index: 'collections', query: 'Nightgown Pictures Katchadourian', paging: { size: 20 } });
    const shifted = photographs.body.result.filter((hit) => String(hit.title).startsWith('The Nightgown Pictures'));
    expect(shifted.length).toBeGreaterThan(0);
    for (const hit of shifted) {
      expect(hit).toMatchObject({ artist: 'Nina Katchadourian', classification: 'Photograph', place: [] });
      expect(hit.medium).toMatch(/^Archival digital c print/);
    }
  });
});
