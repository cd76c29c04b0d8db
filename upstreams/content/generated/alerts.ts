import type { DateTime } from 'luxon';
import { isoDateTime, systemFields } from '../base';
import type { Alert } from '../documents';

/** One current alert, one expired and one unpublished draft, dated around the clock. */
export function alerts(now: DateTime): Alert[] {
  const day = now.startOf('day');
  return [
    {
      ...systemFields('alert', 'alert-west-entrance', day.minus({ days: 3 })),
      text: 'The West Entrance is temporarily closed. Please use the North Entrance on Kelly Drive.',
      icon: 'info',
      publishedAt: isoDateTime(day.minus({ days: 3 })),
      expiresAt: isoDateTime(day.plus({ days: 10 }).set({ hour: 17 })),
    },
    {
      ...systemFields('alert', 'alert-weather-closure', day.minus({ days: 30 })),
      text: 'Due to severe weather, the museum closed at 2:00 p.m. today.',
      icon: 'warning',
      publishedAt: isoDateTime(day.minus({ days: 30 }).set({ hour: 11 })),
      expiresAt: isoDateTime(day.minus({ days: 29 })),
    },
    {
      ...systemFields('alert', 'drafts.alert-holiday-hours', day),
      text: 'Draft: extended holiday hours are coming soon.',
      icon: 'info',
      publishedAt: isoDateTime(day),
      expiresAt: null,
    },
  ];
}
