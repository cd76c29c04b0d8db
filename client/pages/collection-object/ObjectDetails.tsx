import type { ReactNode } from 'react';
import { SmartLink } from '../../components/SmartLink';
import { ArtistLine } from './ArtistLine';
import type { ObjectData } from './objectData';
import { ObjectSection } from './ObjectSection';

/** One value per line. */
function Lines({ items }: { items: ReactNode[] }) {
  return (
    <ul className="object-details__lines">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The "Object Details" table with exactly the spec's rows, in its order (§2): Title(s), Date,
 * Artist(s), Medium, Dimensions, Classification, Credit Line, Accession Number, Geography, Context. A
 * row the record has no value for is left out.
 */
export function ObjectDetails({ object }: { object: ObjectData }) {
  const rows: [string, ReactNode][] = [
    ['Title(s)', object.titles.length ? <Lines items={object.titles.map((title) => title.title)} /> : null],
    ['Date', object.dated],
    ['Artist(s)', object.artists.length ? <Lines items={object.artists.map((artist) => <ArtistLine artist={artist} />)} /> : null],
    ['Medium', object.medium],
    ['Dimensions', object.dimensions],
    ['Classification', object.classification],
    ['Credit Line', object.creditLine],
    ['Accession Number', object.accessionNumber],
    [
      'Geography',
      object.geography.length ? (
        <Lines
          items={object.geography.map((place) => (
            <>
              <SmartLink href={place.searchUrl}>{place.place}</SmartLink>
              {place.type ? ` (${place.type})` : null}
            </>
          ))}
        />
      ) : null,
    ],
    ['Context', object.context],
  ];
  return (
    <ObjectSection id="object-details" title="Object Details" className="object-details">
      <table className="object-details__table">
        <tbody>
          {rows
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </ObjectSection>
  );
}
