import { Loader } from '../Loader';

/** Loading placeholders of a card listing: grey cards where the cards will be, announced once. */
export function CardListPlaceholder({ count = 4, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div className="card-placeholders">
      <Loader label={label} />
      <ul className="card-list card-list--grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card-placeholder">
            <div className="card-placeholder__image" />
            <div className="card-placeholder__line" />
            <div className="card-placeholder__line card-placeholder__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
