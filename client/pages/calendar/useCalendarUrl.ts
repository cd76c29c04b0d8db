import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { decodeCalendarPath, encodeCalendarPath, type CalendarUrlState, type DecodedCalendar } from '../../url/calendarPaths';

/** The calendar state the URL holds, and a way to move to another one on the same screen (a new history entry, so Back returns). */
export function useCalendarUrl(viewAll: boolean): DecodedCalendar & { go: (next: CalendarUrlState) => void } {
  const params = useParams();
  const navigate = useNavigate();
  const decoded = useMemo(() => decodeCalendarPath(params, viewAll), [params, viewAll]);
  const go = useCallback((next: CalendarUrlState) => navigate(encodeCalendarPath(next), { state: IN_PAGE_NAVIGATION }), [navigate]);
  return { ...decoded, go };
}
