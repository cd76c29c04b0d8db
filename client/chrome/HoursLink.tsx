import { SiteLink } from '../components/links/SiteLink';
import type { ChromeLocation } from './chromeTypes';

/** Today's status of the primary building ("Open today 10:00 a.m.–5:00 p.m."), linking to its hours. */
interface HoursLinkProps {
  location: ChromeLocation | undefined;
  className?: string;
  onClick?: () => void;
}

export function HoursLink({ location, className, onClick }: HoursLinkProps) {
  if (!location) return null;
  return (
    <SiteLink className={className} to={location.hoursUrl} onClick={onClick}>
      {location.today.text}
    </SiteLink>
  );
}
