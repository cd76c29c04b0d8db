import { ShareButton } from '../../components/share/ShareButton';
import { ArtistLine } from './ArtistLine';
import type { ObjectData } from './objectData';

/** The headline: title, date and artists (spec §2), with the share button. */
export function ObjectHeadline({ object }: { object: ObjectData }) {
  return (
    <header className="object-headline">
      <h1 className="object-headline__title">{object.title}</h1>
      {object.dated ? <p className="object-headline__date">{object.dated}</p> : null}
      {object.artists.length ? (
        <ul className="object-headline__artists">
          {object.artists.map((artist, index) => (
            <li key={`${artist.name}-${index}`}>
              <ArtistLine artist={artist} />
            </li>
          ))}
        </ul>
      ) : null}
      <ShareButton title={object.title} path={object.url} />
    </header>
  );
}
