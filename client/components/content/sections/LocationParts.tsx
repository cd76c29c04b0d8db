import { Link } from 'react-router-dom';
import type { LocationFieldsFragment } from '../../../gql/graphql';

/** A building's address as it is written on its letters (or the editors' replacement text). */
export function AddressLines({ location }: { location: LocationFieldsFragment }) {
  const address = location.address;
  if (!address) return null;
  if (address.addressOverride) return <p className="location__address">{address.addressOverride}</p>;
  return (
    <address className="location__address">
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode}
    </address>
  );
}

/** A building's hours (content spec §3): today's status, the week's hours under their title, holiday hours and whom to ask. */
export function HoursTable({ location }: { location: LocationFieldsFragment }) {
  return (
    <div className="hours">
      <p className="hours__today">
        <strong>{location.today.text}</strong>
        {location.today.note ? <span className="hours__note"> {location.today.note}</span> : null}
      </p>
      <table className="hours__table">
        <caption>{location.hoursTitle ?? `${location.title} hours`}</caption>
        <tbody>
          {location.weeklyHours.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {location.holidayHoursLong ? <p className="hours__holidays">{location.holidayHoursLong}</p> : null}
      {location.hoursContact.length ? (
        <p className="hours__contact">
          {location.hoursContact.map((span, index) => (span.href ? <a key={index} href={span.href}>{span.text}</a> : span.text))}
        </p>
      ) : null}
    </div>
  );
}

/** A building: name, address, today's hours and a link to all its hours. */
export function LocationSummary({ location }: { location: LocationFieldsFragment }) {
  return (
    <div className="location">
      <h3 className="location__title">{location.title}</h3>
      <AddressLines location={location} />
      <p>
        <strong>{location.today.text}</strong>
      </p>
      <p>
        <Link to={location.hoursUrl}>
          Hours and directions<span className="visually-hidden">: {location.title}</span>
        </Link>
      </p>
    </div>
  );
}
