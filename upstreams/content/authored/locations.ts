import type { DateTime } from 'luxon';
import { cmsImage, isoDate, slug, systemFields } from '../base';
import type { Location, LocationAddress, LocationHours } from '../documents';

const TEN_TO_FIVE = '10:00 a.m.–5:00 p.m.';
const TEN_TO_EVENING = '10:00 a.m.–8:45 p.m.';
const CLOSED = 'Closed';
const CONTACT = 'Questions? Call 215-763-8100 or email visitorservices@philamuseum.org.';
const HOLIDAY_SHORT = 'Open select Monday holidays';
const HOLIDAY_LONG =
  "We're open on Martin Luther King Jr. Day, Presidents' Day, Memorial Day, Labor Day, Indigenous Peoples' Day and the Monday of holiday week, and closed on July 4, Thanksgiving and Christmas.";

function philadelphia(street: string, zipcode: string, lat: number, lng: number, place: string): LocationAddress {
  const query = encodeURIComponent(`${street}, Philadelphia, PA ${zipcode}`);
  return {
    street,
    city: 'Philadelphia',
    state: 'PA',
    zipcode,
    geopoint: { lat, lng },
    place,
    url: `https://www.google.com/maps/search/?api=1&query=${query}`,
    isMapStatic: false,
    addressOverride: null,
  };
}

function hours(title: string, week: Omit<LocationHours, 'title' | 'holidayHoursShort' | 'holidayHoursLong' | 'contact'>): LocationHours {
  return { title, holidayHoursShort: HOLIDAY_SHORT, holidayHoursLong: HOLIDAY_LONG, contact: CONTACT, ...week };
}

/** The museum's four buildings; the Perelman Building carries an hours override around the clock's date. */
export function locations(now: DateTime): Location[] {
  const authoredAt = now.minus({ months: 6 }).startOf('day');
  const base = (id: string, title: string, order: number) => ({
    ...systemFields('location', id, authoredAt),
    title,
    slug: slug(id.replace(/^location-/, '')),
    order,
    cmsImage: cmsImage(`location-${order}`, `Exterior of the ${title}`),
  });
  return [
    {
      ...base('location-main-building', 'Main Building', 1),
      isPrimary: true,
      intro: 'Our landmark home at the top of the Art Museum steps, with more than 200 galleries.',
      hours: hours('Main Building Hours', {
        monday: CLOSED,
        tuesday: TEN_TO_FIVE,
        wednesday: TEN_TO_EVENING,
        thursday: TEN_TO_FIVE,
        friday: TEN_TO_EVENING,
        saturday: TEN_TO_FIVE,
        sunday: TEN_TO_FIVE,
        hoursOverride: null,
        seasonalRule: null,
      }),
      address: philadelphia('2600 Benjamin Franklin Parkway', '19130', 39.96557, -75.18099, 'Philadelphia Museum of Art'),
    },
    {
      ...base('location-perelman-building', 'Perelman Building', 2),
      isPrimary: false,
      intro: 'Across the street from the Main Building, home to our library, archives and design galleries.',
      hours: hours('Perelman Building Hours', {
        monday: CLOSED,
        tuesday: CLOSED,
        wednesday: CLOSED,
        thursday: CLOSED,
        friday: TEN_TO_FIVE,
        saturday: TEN_TO_FIVE,
        sunday: TEN_TO_FIVE,
        hoursOverride: {
          text: 'The galleries are closed for reinstallation; the library is open by appointment.',
          start: isoDate(now.minus({ days: 7 })),
          end: isoDate(now.plus({ days: 14 })),
        },
        seasonalRule: null,
      }),
      address: philadelphia('2525 Pennsylvania Avenue', '19130', 39.96789, -75.17904, 'Perelman Building'),
    },
    {
      ...base('location-rodin-museum', 'Rodin Museum', 3),
      isPrimary: false,
      intro: 'One of the largest collections of Auguste Rodin’s work outside Paris, with a garden on the Parkway.',
      hours: hours('Rodin Museum Hours', {
        monday: TEN_TO_FIVE,
        tuesday: CLOSED,
        wednesday: CLOSED,
        thursday: CLOSED,
        friday: TEN_TO_FIVE,
        saturday: TEN_TO_FIVE,
        sunday: TEN_TO_FIVE,
        hoursOverride: null,
        seasonalRule: null,
      }),
      address: philadelphia('2151 Benjamin Franklin Parkway', '19130', 39.96189, -75.17381, 'Rodin Museum'),
    },
    {
      ...base('location-fairmount-park-houses', 'Fairmount Park Houses', 4),
      isPrimary: false,
      intro: 'Mount Pleasant and Cedar Grove, two historic houses in Fairmount Park, open for guided tours.',
      hours: hours('Historic Houses Hours', {
        monday: CLOSED,
        tuesday: CLOSED,
        wednesday: CLOSED,
        thursday: '10:00 a.m.–4:00 p.m.',
        friday: '10:00 a.m.–4:00 p.m.',
        saturday: '10:00 a.m.–4:00 p.m.',
        sunday: '10:00 a.m.–4:00 p.m.',
        hoursOverride: null,
        seasonalRule: { closedMonths: [1, 2, 3], tourTimes: ['11:00 a.m.', '1:00 p.m.', '2:30 p.m.'] },
      }),
      address: philadelphia('3800 Mount Pleasant Drive', '19121', 39.98566, -75.19853, 'Mount Pleasant'),
    },
  ];
}
