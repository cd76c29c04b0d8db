// `npm run publish` arguments: field=text and field:=json, paths with array keys.
import { describe, expect, it } from 'vitest';
import { readAssignments } from '../../../server/publish/assignments';

describe('npm run publish arguments', () => {
  it('reads text, JSON values and attribute paths with keys', () => {
    expect(readAssignments(['title=New = title', 'order:=3', 'status:={"isCanceled":true}', 'sections[_key=="intro"].title=Welcome'])).toEqual({
      set: { title: 'New = title', order: 3, status: { isCanceled: true }, 'sections[_key=="intro"].title': 'Welcome' },
    });
    expect(readAssignments(['intro='])).toEqual({ set: { intro: '' } });
  });

  it('says what it cannot read', () => {
    expect(readAssignments([])).toEqual({ error: 'nothing to change: give at least one field=value' });
    expect(readAssignments(['title'])).toEqual({ error: '"title" is not field=value (or field:=json)' });
    expect(readAssignments(['=x'])).toEqual({ error: '"=x" is not field=value (or field:=json)' });
    expect(readAssignments(['order:=three'])).toEqual({ error: '"three" (after order:=) is not JSON' });
  });
});
