import { Collapsible } from '../../components/Collapsible';
import type { ObjectData } from './objectData';

/** The collapsible Provenance, Exhibition History and Published References sections (those the record has). */
export function ObjectHistory({ object }: { object: ObjectData }) {
  return (
    <div className="object-history">
      {object.provenance.length ? (
        <Collapsible title="Provenance">
          {object.provenance.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Collapsible>
      ) : null}
      {object.exhibitionHistory.length ? (
        <Collapsible title="Exhibition History">
          <ul className="object-history__list">
            {object.exhibitionHistory.map((exhibition, index) => (
              <li key={index}>{exhibition.text}</li>
            ))}
          </ul>
        </Collapsible>
      ) : null}
      {object.publishedReferences.length ? (
        <Collapsible title="Published References">
          <ul className="object-history__list">
            {object.publishedReferences.map((reference, index) => (
              <li key={index}>{reference}</li>
            ))}
          </ul>
        </Collapsible>
      ) : null}
    </div>
  );
}
