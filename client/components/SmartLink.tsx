import type { ReactNode } from 'react';
import { SiteLink } from './links/SiteLink';

interface SmartLinkProps {
  href: string;
  isExternal?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** Internal paths navigate client-side; external URLs open in a new window, as the spec asks. */
export function SmartLink({ href, isExternal, children, ...rest }: SmartLinkProps) {
  const external = isExternal ?? /^[a-z][a-z0-9+.-]*:/i.test(href);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new window)</span>
      </a>
    );
  }
  return (
    <SiteLink to={href} {...rest}>
      {children}
    </SiteLink>
  );
}
