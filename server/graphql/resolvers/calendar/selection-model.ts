import type { DateTime } from 'luxon';
import { FILTER_LABELS, FILTER_VALUES, type FilterField, type FilterValue } from '../../../domain/calendar/filters';
import { isoDay } from '../../../domain/calendar/periods';
import { formatRange, type CalendarRange } from '../../../domain/calendar/range';
import { isPastSelection, selectedDates, selectionText, type CalendarSelection as Selection } from '../../../domain/calendar/selection';
import type { CalendarFilterField, CalendarFilterGroup, CalendarRangeKind, CalendarSelection } from '../../generated/resolvers-types';

const KINDS: Readonly<Record<CalendarRange['kind'], CalendarRangeKind>> = {
  all: 'ALL',
  highlights: 'HIGHLIGHTS',
  today: 'TODAY',
  'this-week': 'THIS_WEEK',
  'this-weekend': 'THIS_WEEKEND',
  'this-month': 'THIS_MONTH',
  'this-season': 'THIS_SEASON',
  dates: 'DATES',
  span: 'SPAN',
  month: 'MONTH',
  season: 'SEASON',
};

const FIELDS: Readonly<Record<FilterField, CalendarFilterField>> = { category: 'CATEGORY', audience: 'AUDIENCE', location: 'LOCATION', exhibitionType: 'EXHIBITION_TYPE' };

/** A selection as the schema gives it. */
export function selectionModel(selection: Selection, understood: boolean, now: DateTime): CalendarSelection {
  return {
    value: formatRange(selection.range),
    kind: KINDS[selection.range.kind],
    isUnderstood: understood,
    dates: selectedDates(selection),
    start: selection.span ? isoDay(selection.span.start) : null,
    end: selection.span ? isoDay(selection.span.end) : null,
    text: selectionText(selection, now),
    isPast: isPastSelection(selection, now),
  };
}

/** A filter group: the values offered, plus any chosen one the tabs do not offer, with what is chosen. */
export function filterGroup(field: FilterField, chosen: readonly FilterValue[]): CalendarFilterGroup {
  const isChosen = (value: FilterValue) => chosen.includes(value);
  const shown = FILTER_VALUES[field].filter((value) => !value.unlisted || isChosen(value));
  return {
    field: FIELDS[field],
    label: FILTER_LABELS[field],
    options: shown.map((value) => ({ slug: value.slug, label: value.label, selected: isChosen(value) })),
    selected: shown.filter(isChosen).map((value) => value.slug),
  };
}
