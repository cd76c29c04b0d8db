import { useRef, useState } from 'react';
import type { ObjectData } from './objectData';

/** The wall label; one of 1000 characters or more shows clamped, with "Read More" revealing the rest. */
export function ObjectLabelText({ label }: { label: NonNullable<ObjectData['label']> }) {
  const [expanded, setExpanded] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const clamped = label.clampedParagraphs && !expanded ? label.clampedParagraphs : null;
  const paragraphs = clamped ?? label.paragraphs;

  const readMore = () => {
    setExpanded(true);
    // The button goes away: keep the reader's place by moving focus to the text it revealed.
    requestAnimationFrame(() => textRef.current?.focus());
  };

  return (
    <section className="object-label" aria-label="Label">
      <div ref={textRef} id="object-label-text" className="object-label__text" tabIndex={-1}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {clamped ? (
        <button type="button" className="button button--secondary object-label__more" aria-expanded="false" aria-controls="object-label-text" onClick={readMore}>
          Read More
        </button>
      ) : null}
    </section>
  );
}
