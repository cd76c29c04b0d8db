import { Loader } from '../Loader';

/**
 * Loading placeholders of a card listing: grey cards where the cards will be, under a spinner
 * announced once with `label` (null: a status around it announces the load).
 */
export function CardListPlaceholder({ count = 4, label = 'Loading' }: { count?: number; label?: string | null }) {
  return (
    <div className="card-placeholders">
      {label === null ? (
        <div className="loader" aria-hidden="true">
          <span className="loader__spinner" />
        </div>
      ) : (
        <Loader label={label} />
      )}
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
