import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrating } from '../../hooks/useHydrating';
import { loadOnce } from '../../routing/loadOnce';
import { holdInteractions } from '../deferred/holdInteractions';
import { createHydrationGate, useOpenWhenChanged, type HydrationGate } from '../deferred/hydrationGate';
import type { DatePickerProps } from './DatePicker';
// The grid's styles stay with the page: the server renders the grid at once.
import 'react-day-picker/style.css';
import './date-picker.css';

/** Keys the month grid acts on itself, held until it is live; the others (Tab; Enter and Space, which click) act natively. */
const GRID_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

/** The picker's code (react-day-picker with date-fns, ~19 KB gzip). The server loads it before it renders a page with the picker. */
const pickerCode = loadOnce<ComponentType<DatePickerProps>>(() => import('./DatePicker').then(({ DatePicker }) => DatePicker));
export const loadDatePicker = pickerCode.load;

interface PickerGate {
  gate: HydrationGate;
  /** The picker's code, loaded once the gate opens. */
  wanted: Promise<ComponentType<DatePickerProps>>;
}

function createPickerGate(): PickerGate {
  const gate = createHydrationGate();
  return { gate, wanted: gate.whenOpened.then(loadDatePicker) };
}

function PickerContent({ picker, ...props }: DatePickerProps & { picker: PickerGate }) {
  const hydrating = useHydrating();
  // Before `use`, as in HydrateWhenSeen's Gated: a replay after the code arrives skips `use` and must meet no new hook.
  useEffect(() => picker.gate.markHydrated(), [picker]);
  // Hydrating, the boundary keeps the server's markup (visible, labelled, focusable) until the
  // gate opens and the code is there; rendered in the browser (a client-side navigation), it loads at once.
  const Picker = pickerCode.current() ?? use(hydrating ? picker.wanted : loadDatePicker());
  return <Picker {...props} />;
}

/**
 * The calendar's month date picker as the first load wants it: the server renders the whole grid;
 * the browser loads its code (react-day-picker, date-fns) only when the visitor reaches for it —
 * pointer over it, a touch, focus inside — or when the page gives it something new to show. Until
 * then the grid is the server's markup; clicks and arrow keys on it meanwhile are held and replayed
 * once it is live. Give it stable props (callbacks included): a render with new ones loads it.
 */
export const DatePickerSlot = memo(function DatePickerSlot(props: DatePickerProps) {
  const [picker] = useState(createPickerGate);
  const { key: location } = useLocation();
  // New props (another selection or month) must be rendered by the picker itself. A navigation (a
  // chip or filter clicked) changes the router's context above the grid: React must hydrate the
  // waiting grid before it can commit the next screen, which would otherwise keep the old cards on
  // show, without their loading placeholders, until the answer came. So a navigation opens it too.
  useOpenWhenChanged(picker.gate, props, location);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || picker.gate.hydrated) return undefined;
    return holdInteractions(element, picker.gate, { keys: GRID_KEYS });
  }, [picker]);
  return (
    <div ref={box} className="date-picker">
      <Suspense fallback={<div className="date-picker__placeholder" />}>
        <PickerContent picker={picker} {...props} />
      </Suspense>
      <p className="date-picker__legend">
        <span className="date-picker__key date-picker__key--closed" aria-hidden="true" />
        Main building closed
      </p>
    </div>
  );
});
