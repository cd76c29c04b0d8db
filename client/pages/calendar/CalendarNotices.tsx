import { Link } from 'react-router-dom';
import { IN_PAGE_NAVIGATION } from '../../routing/inPageNavigation';
import { encodeCalendarPath, withRange, type CalendarUrlState } from '../../url/calendarPaths';
import type { CalendarNoticeData } from './calendarTypes';

/** The calendar's messages (spec §8); their links go to another range with the same filters. Announced when they change. */
export function CalendarNotices({ notices, state }: { notices: readonly CalendarNoticeData[]; state: CalendarUrlState }) {
  return (
    <div className="calendar-notices" aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.kind + notice.message} className={`calendar-notice calendar-notice--${notice.kind.toLowerCase().replace(/_/g, '-')}`}>
          {notice.message}
          {notice.link ? (
            <>
              {' '}
              <Link to={encodeCalendarPath(withRange(state, notice.link.range))} state={IN_PAGE_NAVIGATION}>
                {notice.link.text}
              </Link>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}
