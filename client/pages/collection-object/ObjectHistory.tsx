import { Collapsible } from '../../components/Collapsible';
import type { ObjectData } from './objectData';

/** One collapsible history section: paragraphs of prose, or a list of entries; nothing when empty. */
function HistorySection({ title, items, as }: { title: string; items: string[]; as: 'paragraphs' | 'list' }) {
  if (!items.length) return null;
  return (
    <Collapsible title={title}>
      {as === 'paragraphs' ? (
        items.map((item, index) => <p key={index}>{item}</p>)
      ) : (
        <ul className="object-history__list">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </Collapsible>
  );
}

/** The collapsible Provenance, Exhibition History and Published References sections (those the record has). */
export function ObjectHistory({ object }: { object: ObjectData }) {
  return (
    <div className="object-history">
      <HistorySection title="Provenance" items={object.provenance} as="paragraphs" />
      <HistorySection title="Exhibition History" items={object.exhibitionHistory.map((exhibition) => exhibition.text)} as="list" />
      <HistorySection title="Published References" items={object.publishedReferences} as="list" />
    </div>
  );
}
