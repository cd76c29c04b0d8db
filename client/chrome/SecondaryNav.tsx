import { SmartLink } from '../components/SmartLink';
import { HoursLink } from './HoursLink';
import type { ChromeLocation, MenuLinkData } from './chromeTypes';

/** The header's secondary navigation: today's hours link, then the editors' header links. */
export function SecondaryNav({ links, location }: { links: MenuLinkData[]; location: ChromeLocation | undefined }) {
  return (
    <nav className="secondary-nav" aria-label="Secondary">
      <ul className="secondary-nav__list">
        {location ? (
          <li>
            <HoursLink className="secondary-nav__link secondary-nav__hours" location={location} />
          </li>
        ) : null}
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink className="secondary-nav__link" href={link.url} isExternal={link.isExternal}>
              {link.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
