import { SmartLink } from '../../components/SmartLink';
import type { ObjectData } from './objectData';

/** "Made by William Henry Rinehart, American, 1825-1874", the name linked to the collection search. */
export function ArtistLine({ artist }: { artist: ObjectData['artists'][number] }) {
  return (
    <>
      {artist.rolePhrase ? `${artist.rolePhrase} ` : null}
      {artist.searchUrl ? (
        <SmartLink href={artist.searchUrl} className="object-artist__name">
          {artist.name}
        </SmartLink>
      ) : (
        <span className="object-artist__name">{artist.name}</span>
      )}
      {artist.dates ? `, ${artist.dates}` : null}
    </>
  );
}
