import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../hooks/useTypedBeforeHydration';
import type { Facet } from './searchTypes';

type DateRange = NonNullable<Facet['dateRange']>;
type Bounds = Pick<DateRange, 'start' | 'end'>;

interface DateRangeFilterProps {
  range: DateRange;
  onApply: (value: string) => void;
  onClear: () => void;
}

/**
 * The Dates group's own range (spec §5): start and end, applied as "start to end" only with both
 * filled; Apply and Clear stay disabled until then. The gateway checks the dates and says why
 * it could not use them, next to what was typed.
 */
export function DateRangeFilter({ range, onApply, onClear }: DateRangeFilterProps) {
  const id = useId();
  const [start, setStart] = useState(range.start ?? '');
  const [end, setEnd] = useState(range.end ?? '');
  const [given, setGiven] = useState(range);
  const [applied, setApplied] = useState<Bounds | null>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  // The filters hydrate after the page: dates typed meanwhile are kept.
  useTypedBeforeHydration(startRef, (input) => setStart(input.value));
  useTypedBeforeHydration(endRef, (input) => setEnd(input.value));
  // A new answer (another search, Back) brings its own range into the inputs; the answer to the
  // range just applied does not, so what the visitor typed while it was on its way stays.
  if (given.start !== range.start || given.end !== range.end) {
    setGiven(range);
    setApplied(null);
    if (applied?.start !== range.start || applied?.end !== range.end) {
      setStart(range.start ?? '');
      setEnd(range.end ?? '');
    }
  }
  const complete = start.trim() !== '' && end.trim() !== '';
  // When the error already says how to write dates, the hint would repeat it.
  const showHint = range.error !== range.hint;
  const describedBy = [showHint ? `${id}hint` : null, range.error ? `${id}error` : null].filter(Boolean).join(' ');
  const inputMode = range.yearsOnly ? 'numeric' : 'text';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setApplied({ start: start.trim(), end: end.trim() });
    onApply(`${start.trim()} to ${end.trim()}`);
  };

  return (
    <form className="date-range" onSubmit={onSubmit} aria-label="Date range">
      <div className="date-range__fields">
        <label className="date-range__field">
          <span>Start</span>
          <input ref={startRef} type="text" inputMode={inputMode} value={start} onChange={(event) => setStart(event.target.value)} aria-describedby={describedBy} aria-invalid={range.error ? true : undefined} />
        </label>
        <label className="date-range__field">
          <span>End</span>
          <input ref={endRef} type="text" inputMode={inputMode} value={end} onChange={(event) => setEnd(event.target.value)} aria-describedby={describedBy} aria-invalid={range.error ? true : undefined} />
        </label>
      </div>
      {showHint ? (
        <p id={`${id}hint`} className="date-range__hint">
          {range.hint}
        </p>
      ) : null}
      {range.error ? (
        <p id={`${id}error`} className="date-range__error" role="alert">
          {range.error}
        </p>
      ) : null}
      <div className="date-range__actions">
        <button type="submit" className="button button--primary" disabled={!complete}>
          Apply
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!complete}
          onClick={() => {
            setStart('');
            setEnd('');
            onClear();
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
