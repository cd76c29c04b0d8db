import { SmartLink } from '../components/SmartLink';
import { HoursLink } from './HoursLink';
import { NewsletterForm } from './NewsletterForm';
import type { ChromeData, ChromeLocation, MenuLinkData } from './chromeTypes';

interface FooterProps {
  site: ChromeData['site'] | undefined;
  primary: MenuLinkData[];
  deepFooter: MenuLinkData[];
  location: ChromeLocation | undefined;
}

/** Footer: primary building's address and today's hours, primary nav, newsletter, social links, deep links, copyright. */
export function Footer({ site, primary, deepFooter, location }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {location ? (
          <div className="site-footer__visit">
            <h2 className="site-footer__heading">{location.title}</h2>
            <Address location={location} />
            <HoursLink className="site-footer__hours" location={location} />
          </div>
        ) : null}
        <MenuList label="Footer" links={primary} className="site-footer__nav" />
        {site ? <NewsletterForm emailPattern={site.newsletterEmailPattern} /> : null}
        {site && site.socialLinks.length > 0 ? (
          <div className="site-footer__social">
            <h2 className="site-footer__heading">Follow us</h2>
            <ul className="social-links">
              {site.socialLinks.map((link) => (
                <li key={link.network}>
                  <a className={`social-links__link social-links__link--${link.network}`} href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new window)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="site-footer__deep">
        <MenuList label="Legal and policies" links={deepFooter} className="site-footer__deep-nav" />
        {site ? (
          <p className="site-footer__copyright">
            © {site.currentYear} {site.title}
          </p>
        ) : null}
      </div>
    </footer>
  );
}

function Address({ location }: { location: ChromeLocation }) {
  const { address } = location;
  if (!address) return null;
  if (address.addressOverride) return <address className="site-footer__address">{address.addressOverride}</address>;
  return (
    <address className="site-footer__address">
      {address.street}
      <br />
      {address.city}, {address.state} {address.zipcode}
    </address>
  );
}

function MenuList({ label, links, className }: { label: string; links: MenuLinkData[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink href={link.url} isExternal={link.isExternal}>
              {link.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
