import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import { SmartLink } from '../../components/SmartLink';
import type { SearchResultItem } from './searchTypes';

/** Artworks add their artist with role phrase, date and culture under the title. */
function ArtworkLines({ result }: { result: Extract<SearchResultItem, { __typename: 'ArtworkResult' }> }) {
  const artist = result.artist ? [result.artist.line, result.artist.dates].filter(Boolean).join(', ') : null;
  const made = [result.dated, result.culture].filter(Boolean).join(' · ');
  return (
    <>
      {artist ? <p className="result-card__artist">{artist}</p> : null}
      {result.afterArtist ? <p className="result-card__meta">After {result.afterArtist}</p> : null}
      {made ? <p className="result-card__meta">{made}</p> : null}
    </>
  );
}

/** One result: type and category, title (the link), the artwork's lines, summary, image, and a page's button. */
export function ResultCard({ result }: { result: SearchResultItem }) {
  const label = [result.typeLabel, result.category, result.subcategory].filter(Boolean).join(' · ');
  return (
    <article className="result-card">
      <div className="result-card__image">
        {result.image ? <img src={result.image.url} alt={result.image.alt ?? ''} loading="lazy" /> : <PlaceholderLogo />}
      </div>
      <div className="result-card__body">
        <p className="result-card__label">{label}</p>
        <h3 className="result-card__title">
          <SmartLink href={result.url}>{result.title}</SmartLink>
        </h3>
        {result.__typename === 'ArtworkResult' ? <ArtworkLines result={result} /> : null}
        {result.__typename === 'EventResult' && result.dateText ? (
          <p className="result-card__meta">{[result.dateText, result.location].filter(Boolean).join(' · ')}</p>
        ) : null}
        {result.summary ? <p className="result-card__summary">{result.summary}</p> : null}
        {result.__typename === 'PageResult' ? (
          <SmartLink href={result.url} className="button button--secondary result-card__button">
            {result.buttonLabel}
            <span className="visually-hidden">: {result.title}</span>
          </SmartLink>
        ) : null}
      </div>
    </article>
  );
}
