import { PlaceLine } from '../../components/card/PlaceLine';
import { TargetLink } from '../../components/links/TargetLink';
import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import { SmartLink } from '../../components/SmartLink';
import { ZoneSuffix } from '../../components/time/ZoneSuffix';
import type { SearchResultItem } from './searchTypes';

/** How wide a card's image shows: the whole column on a phone, a grid cell (about 18rem at most) above. */
const RESULT_IMAGE_SIZES = '(min-width: 640px) 18rem, 100vw';

type ResultOf<Name extends SearchResultItem['__typename']> = Extract<SearchResultItem, { __typename: Name }>;

/** Artworks add their artist with role phrase, date and culture under the title. */
function ArtworkLines({ result }: { result: ResultOf<'ArtworkResult'> }) {
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

/** An event's day and time in New York (" EST" for visitors elsewhere, spec §9), and where it takes place. */
function EventLines({ result }: { result: ResultOf<'EventResult'> }) {
  return (
    <>
      {result.dateText ? (
        <p className="result-card__meta">
          {result.dateText}
          {result.timeText ? (
            <>
              {', '}
              {result.timeText}
              <ZoneSuffix />
            </>
          ) : null}
        </p>
      ) : null}
      {result.place ? (
        <p className="result-card__meta">
          <PlaceLine place={result.place} />
        </p>
      ) : null}
    </>
  );
}

/** An exhibition's standing today with its dates ("Closed · January 1–October 6, 1991"), and where it is on view. */
function ExhibitionLines({ result }: { result: ResultOf<'ExhibitionResult'> }) {
  return (
    <>
      <p className="result-card__meta">{[result.label, result.dateText].filter(Boolean).join(' · ')}</p>
      {result.place ? (
        <p className="result-card__meta">
          <PlaceLine place={result.place} />
        </p>
      ) : null}
    </>
  );
}

/**
 * One result: type and category (with an event's status), title (the link), the lines of its kind,
 * summary, image, and a page's button or an event's or exhibition's ticket link. A status (Canceled,
 * Sold Out) hides the ticket link (spec §4); the gateway leaves it out then too.
 */
export function ResultCard({ result }: { result: SearchResultItem }) {
  const label = [result.typeLabel, result.category, result.subcategory].filter(Boolean).join(' · ');
  const status = result.__typename === 'EventResult' ? result.statusLabel : null;
  const srcSet = result.image?.sizes.map((size) => `${size.url} ${size.width}w`).join(', ') || undefined;
  const tickets = (result.__typename === 'EventResult' || result.__typename === 'ExhibitionResult') && !status ? result.tickets : null;
  return (
    <article className="result-card">
      <div className="result-card__image">
        {result.image ? (
          <img
            src={result.image.url}
            srcSet={srcSet}
            sizes={srcSet ? RESULT_IMAGE_SIZES : undefined}
            alt={result.image.alt ?? ''}
            loading="lazy"
          />
        ) : (
          <PlaceholderLogo />
        )}
      </div>
      <div className="result-card__body">
        <p className="result-card__label">
          {label}
          {status ? (
            <>
              {' '}
              <span className="result-card__status">{status}</span>
            </>
          ) : null}
        </p>
        <h3 className="result-card__title">
          <SmartLink href={result.url}>{result.title}</SmartLink>
        </h3>
        {result.__typename === 'ArtworkResult' ? <ArtworkLines result={result} /> : null}
        {result.__typename === 'EventResult' ? <EventLines result={result} /> : null}
        {result.__typename === 'ExhibitionResult' ? <ExhibitionLines result={result} /> : null}
        {result.summary ? <p className="result-card__summary">{result.summary}</p> : null}
        {result.__typename === 'PageResult' ? (
          <SmartLink href={result.url} className="button button--secondary result-card__button">
            {result.buttonLabel}
            <span className="visually-hidden">: {result.title}</span>
          </SmartLink>
        ) : null}
        {tickets ? (
          <TargetLink target={tickets} className="button button--primary result-card__button" ticketsFor={result.title}>
            Get Tickets<span className="visually-hidden">: {result.title}</span>
          </TargetLink>
        ) : null}
      </div>
    </article>
  );
}
