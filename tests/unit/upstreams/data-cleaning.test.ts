import { describe, expect, it } from 'vitest';
import { objectTypesOf, repairShiftedRow } from '../../../upstreams/data/clean/rows';
import { DateTime } from 'luxon';
import { exhibitions } from '../../../upstreams/content/generated/exhibitions';
import { cleanProse, leadSentences, repairMojibake, stripScript } from '../../../upstreams/data/clean/text';
import type { OpenObject } from '../../../upstreams/data/open-data';
import { nameKey, typeKey } from '../../../upstreams/search/indexes/keywords';

describe('mojibake (issue 10, defect 11)', () => {
  it('reads the mangled punctuation back from what is left of it and its context', () => {
    expect(repairMojibake('Castleï¿_Ûªs work')).toBe('Castle’s work');
    expect(repairMojibake('a ï¿_ï¿_ï¿_Great Experimentï¿_Ûù sustained')).toBe('a “Great Experiment” sustained');
    expect(repairMojibake('ï¿_ï¿_ï¿_A Democracy of Images')).toBe('“A Democracy of Images');
    expect(repairMojibake('George Catlin (1796ï¿_ï¿_ï¿_1872)')).toBe('George Catlin (1796–1872)');
    expect(repairMojibake('a creative revolutionï¿_ï¿_ï¿_one shaped')).toBe('a creative revolution—one shaped');
    expect(repairMojibake('in this presentationï¿_ï¿_ï¿_ by Steve Fitch')).toBe('in this presentation — by Steve Fitch');
    expect(repairMojibake('Joan Mirï¿__. The exhibition')).toBe('Joan Miró. The exhibition');
  });

  it('drops what is left of a character it cannot read back, and reads UTF-8 decoded twice', () => {
    expect(repairMojibake('Mystery ï¿_ word \uFFFD')).toBe('Mystery  word ');
    expect(repairMojibake('CafÃ© â€“ DÃ¼sseldorf')).toBe('Café – Düsseldorf');
    expect(repairMojibake('Café – Düsseldorf, 1850')).toBe('Café – Düsseldorf, 1850');
  });
});

describe('script text (issue 10, defect 11)', () => {
  const EMBED = [
    'AC_FL_RunContent = 0;',
    '',
    '    if (AC_FL_RunContent == 0) {',
    '        alert("This page requires AC_RunActiveContent.js.");',
    '    } else {',
    '        AC_FL_RunContent(',
    "            'codebase', 'http://download.macromedia.com/pub/shockwave/cabs/flash/swflash.cab#version=7,0,0,0',",
    "            'width', '580',",
    "'renwickslideshow',",
    '            ); //end AC code',
    '    }',
    '',
    'The slide show will advance automatically. You can manually move forward and backward by pressing the + or - on either end of the toolbar.',
    '',
    'Staged Stories presents the work of four artists.',
  ].join('\n');

  it('drops the lines of an embedded script and the instructions for its player', () => {
    expect(stripScript(EMBED)).toBe('Staged Stories presents the work of four artists.');
    expect(stripScript('Intro.<script>var x = 1;</script> More.')).toBe('Intro. More.');
  });

  it('keeps prose, even a line that ends like a statement', () => {
    const prose = 'The exhibition travels to Boston; it closes in May.\nif (you) visit, ask at the desk.\nA slide show of the works plays in the gallery.';
    expect(stripScript(prose)).toBe(prose);
    expect(cleanProse(null)).toBeNull();
    expect(cleanProse(undefined)).toBeUndefined();
  });
});

describe('rows whose fields slid a column (issue 10, defect 11)', () => {
  const base: OpenObject = {
    id: 'colby-454', source: 'colby', sourceId: '454', institution: 'Colby', accessionNumber: '2004.1', title: '(Printed 2002)',
    alternateTitles: [{ title: 'J.F. Suttle Co. Store, Suttle, Alabama', type: null }], dated: '1973', dateBegin: 1973, dateEnd: 1973, constituents: null,
    medium: '8 in. x 10 in. (20.32 cm x 25.4 cm) on Ektacolor brownie print', dimensions: 'Christenberry, William', classification: null, classificationNormalized: null,
    department: null, culture: null, period: null, style: null, dynasty: null, reign: null, geography: [{ type: 'Creation place', place: 'Photograph' }], creditLine: null,
    provenance: null, exhibitionHistory: null, references: null, inscriptions: null, description: null, onView: null, location: null, rights: { metadata: 'CC0-1.0', images: null },
    hasImage: false, imageUrls: null, depictsPresidents: null,
  };
  const types = objectTypesOf([{ ...base, id: 'x', classification: 'Photograph', classificationNormalized: 'photograph' }]);

  it('puts each field back: title, artist, dimensions, medium, type; no type as a place', () => {
    expect(repairShiftedRow(base, types)).toMatchObject({
      title: 'J.F. Suttle Co. Store, Suttle, Alabama',
      alternateTitles: [],
      constituents: [{ name: 'William Christenberry', role: 'Artist', order: 1 }],
      dimensions: '8 in. x 10 in. (20.32 cm x 25.4 cm)',
      medium: 'Ektacolor brownie print',
      classification: 'Photograph',
      classificationNormalized: 'photograph',
      geography: [],
      dateBegin: 1973,
      dateEnd: 1973,
    });
  });

  it('leaves a sound row alone', () => {
    const sound = { ...base, classification: 'Photograph', constituents: [], geography: [{ type: 'Creation place', place: 'Maine' }] };
    expect(repairShiftedRow(sound, types)).toBe(sound);
  });
});

describe('filter value spellings (issue 10, defect 11)', () => {
  it('tells types apart by words in the singular, whatever the case; names by case only', () => {
    expect(new Set(['Print', 'print', 'prints', 'Prints'].map(typeKey)).size).toBe(1);
    expect(typeKey('Drawings and watercolors')).toBe('drawing and watercolor');
    expect(typeKey('Glass')).toBe('glass');
    expect(typeKey('Oil on paper, mounted on board')).toBe(typeKey('Oil on paper mounted on board'));
    expect(nameKey('Jaune Quick-To-See Smith')).toBe(nameKey('Jaune Quick-to-See Smith'));
    expect(nameKey('William Jacob Hays, Sr.')).not.toBe(nameKey('William Jacob Hays Sr.'));
  });
});

describe('summaries (issue 30, item 9)', () => {
  it('are whole sentences: an abbreviation inside a name is no sentence end', () => {
    const text = 'In 2013, the museum acquired over 150 artworks by a self–taught Washington, D.C. artist known only by his alter-ego,  Mingering Mike. \n\nThe collection comprises LP albums made from painted cardboard. More follows here, far beyond two hundred characters of summary.';
    expect(leadSentences(text)).toBe('In 2013, the museum acquired over 150 artworks by a self–taught Washington, D.C. artist known only by his alter-ego, Mingering Mike. The collection comprises LP albums made from painted cardboard.');
    expect(leadSentences('One long sentence without an end')).toBe('One long sentence without an end');
  });

  it('of every sample exhibition begin where its description begins', () => {
    const now = DateTime.fromISO('2026-11-22T10:00:00', { zone: 'America/New_York' });
    for (const exhibition of exhibitions(now)) {
      const description = typeof exhibition.body === 'string' ? exhibition.body.replace(/\s+/g, ' ').trim() : '';
      if (!description) continue;
      expect(description.startsWith(exhibition.summary ?? ''), `${exhibition.title}: ${exhibition.summary}`).toBe(true);
    }
  });
});
