import { DateTime } from 'luxon';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MUSEUM_ZONE } from '../../../server/domain/clock';
import { eventSummary, exhibitionSummary } from '../../../server/graphql/resolvers/calendar/summaries';
import { DatedHitSchema, type DatedHit } from '../../../server/upstreams/dated-hit';

const context = { now: DateTime.fromISO('2026-11-22T10:00:00', { zone: MUSEUM_ZONE }), imagesUrl: 'http://images.test' };

function hit(fields: Partial<DatedHit>): DatedHit {
  return v.parse(DatedHitSchema, { id: 'events-1', type: 'events', title: 'Rodin Garden Tour', url: '/calendar/event/rodin-garden-tour', ...fields });
}

describe('event cards (spec §2, §4, §5, §9)', () => {
  const base = { startDate: '2026-11-28T13:00:00-05:00', endDate: '2026-11-28T14:00:00-05:00', ticketUrl: '?keyword=RODIN', location: 'Rodin Museum', room: 'Garden', audience: ['Adults', ' '] };

  it('gives dates and times in New York, the place with its hours link, and the ticket launch', () => {
    const summary = eventSummary(hit({ ...base, imageUrl: '/iiif/x/full/640,/0/default.jpg' }), context);
    expect(summary).toMatchObject({
      dateText: 'Saturday, November 28, 2026',
      timeText: '1:00–2:00 p.m.',
      status: null,
      statusLabel: null,
      audiences: ['Adults'],
      image: { url: 'http://images.test/iiif/x/full/640,/0/default.jpg', alt: null },
      place: { room: 'Garden', building: 'Rodin Museum', hoursUrl: '/visit/locations-hours#rodin-museum', buildingUrl: '/visit/locations-hours#rodin-museum', text: 'Garden, Rodin Museum', isOffSite: false },
      tickets: { kind: 'TICKETS', ticket: { keyword: 'RODIN' } },
    });
  });

  it('labels canceled and sold-out events and hides their ticket link', () => {
    expect(eventSummary(hit({ ...base, status: 'isCanceled' }), context)).toMatchObject({ status: 'CANCELED', statusLabel: 'Canceled', tickets: null });
    expect(eventSummary(hit({ ...base, status: 'isSoldOut' }), context)).toMatchObject({ status: 'SOLD_OUT', statusLabel: 'Sold Out', tickets: null });
  });

  it('never shows Off Site as a building, and flags online buildings', () => {
    expect(eventSummary(hit({ ...base, location: 'Off Site', room: null }), context).place).toMatchObject({ building: null, isOffSite: true, text: 'Off Site', hoursUrl: null });
    expect(eventSummary(hit({ ...base, location: 'Off Site', room: 'Meet at 23rd Street and Fairmount Avenue' }), context).place).toMatchObject({ building: null, isOffSite: true, text: 'Meet at 23rd Street and Fairmount Avenue', buildingUrl: null });
    expect(eventSummary(hit({ ...base, location: 'Online Event', room: null }), context).place).toMatchObject({ building: 'Online Event', isOnline: true });
  });

  it('links the Main Building to the museum map and other buildings to their hours', () => {
    expect(eventSummary(hit({ ...base, location: 'Main Building', room: 'Gallery 101' }), context).place).toMatchObject({ text: 'Gallery 101, Main Building', buildingUrl: '/visit/museum-map', hoursUrl: '/visit/locations-hours#main-building' });
    expect(eventSummary(hit({ ...base, location: 'Perelman Building', room: null }), context).place).toMatchObject({ buildingUrl: '/visit/locations-hours#perelman-building' });
  });

  it('shows Midnight for 11:59 p.m.', () => {
    expect(eventSummary(hit({ startDate: '2026-12-31T20:00:00-05:00', endDate: '2026-12-31T23:59:00-05:00' }), context).timeText).toBe('8:00 p.m.–Midnight');
  });
});

describe('exhibition cards (content spec §4)', () => {
  it('labels and dates an exhibition for today, with its ticket link until it closes', () => {
    const open = exhibitionSummary(hit({ type: 'exhibitions', startDate: '2026-09-01', endDate: '2026-12-05', duration: 'temporary', building: 'Main Building', ticketUrl: '?keyword=EXH' }), context);
    expect(open).toMatchObject({ label: 'Closing Soon', dateText: 'Through December 5, 2026', tickets: { kind: 'TICKETS' } });
    const closed = exhibitionSummary(hit({ type: 'exhibitions', startDate: '1991-03-03', endDate: '1991-06-15', duration: 'temporary', ticketUrl: '?keyword=OLD' }), context);
    expect(closed).toMatchObject({ label: 'Closed', dateText: 'March 3–June 15, 1991', tickets: null });
  });
});
