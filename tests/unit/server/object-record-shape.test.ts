import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../server/http/errors';
import { ObjectRecordSchema } from '../../../server/upstreams/collection-record';
import { expectShape } from '../../../server/upstreams/shape';

const record = (Constituents: unknown) => ({ ObjectID: 6013, Titles: [{ Title: 'The Catskills' }], Constituents });
const read = (Constituents: unknown) => expectShape('collection', 'object record 6013', record(Constituents), ObjectRecordSchema).Constituents;

describe('the object record’s Constituents', () => {
  const lighter = [{ DisplayOrder: 1, Prefix: null, DisplayName: 'Asher Brown Durand', Suffix: null, Culture: 'American', DisplayDate: 'American, 1796-1886' }];

  it('reads the lighter artwork form given as a JSON string as the list it holds', () => {
    expect(read(JSON.stringify(lighter))).toEqual([{ DisplayOrder: 1, Prefix: null, DisplayName: 'Asher Brown Durand', Suffix: null, DisplayDate: 'American, 1796-1886' }]);
  });

  it('reads the list as before, and an empty string or none as no constituents', () => {
    expect(read([{ DisplayName: 'Asher Brown Durand', DisplayOrder: 1, Role: 'Artist' }])).toEqual([{ DisplayName: 'Asher Brown Durand', DisplayOrder: 1, Role: 'Artist' }]);
    expect(read(' ')).toEqual([]);
    expect(read(null)).toBeNull();
  });

  it('is a shape error naming the field for a string that is not such a list', () => {
    for (const bad of ['[{"DisplayName": 1}]', '{"DisplayName": "x"}', 'not json']) {
      expect(() => read(bad), bad).toThrow(UpstreamError);
      expect(() => read(bad), bad).toThrow(/Constituents/);
    }
  });
});
