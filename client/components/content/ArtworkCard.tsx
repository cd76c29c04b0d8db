import type { ArtworkCardFieldsFragment } from '../../gql/graphql';
import { Card } from '../card/Card';

/** An artwork on a content page: image, title, artist and date, linking to its object page. */
export function ArtworkCard({ artwork, headingLevel = 3 }: { artwork: ArtworkCardFieldsFragment; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Card
      title={artwork.title}
      href={artwork.url}
      image={artwork.image}
      headingLevel={headingLevel}
      meta={
        artwork.artist || artwork.dated ? (
          <p>
            {[artwork.artist?.line, artwork.dated].filter(Boolean).join(', ')}
          </p>
        ) : null
      }
    />
  );
}
