import type { ReactNode } from 'react';
import type { LinkTargetFieldsFragment } from '../../gql/graphql';
import { TargetLink } from '../links/TargetLink';
import { PlaceholderLogo } from '../PlaceholderLogo';
import { SmartLink } from '../SmartLink';
import './card.css';

export interface CardProps {
  title: string;
  /** The card's link: a site path or absolute URL. */
  href: string;
  image?: { url: string; alt?: string | null } | null;
  /** Small line above the title: a type, category or exhibition label. */
  label?: string | null;
  /** "Canceled" or "Sold Out": shown prominently; a card with a status shows no ticket link (spec §4). */
  status?: string | null;
  subtitle?: ReactNode;
  /** Short lines under the title (dates, times, place). */
  meta?: ReactNode;
  body?: string | null;
  /** The call to action (a button or link), rendered after the body. */
  cta?: ReactNode;
  tickets?: LinkTargetFieldsFragment | null;
  /** The title's heading level within the page's outline (default 3: cards sit under section headings). */
  headingLevel?: 2 | 3 | 4;
  /** Above-the-fold cards load their image at once; the rest lazily. */
  eager?: boolean;
}

/**
 * The site's one card (spec "Page parts": image, label, title, subtitle, body, call to action and
 * ticket link). Its layout comes from the list around it (`.card-list--grid`, `--list`, …).
 */
export function Card({ title, href, image, label, status, subtitle, meta, body, cta, tickets, headingLevel = 3, eager = false }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card">
      <div className="card__media">
        {image ? <img src={image.url} alt={image.alt ?? ''} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : <PlaceholderLogo />}
      </div>
      <div className="card__body">
        {label || status ? (
          <p className="card__labels">
            {label ? <span className="card__label">{label}</span> : null}
            {status ? <span className="card__status">{status}</span> : null}
          </p>
        ) : null}
        <Heading className="card__title">
          <SmartLink href={href}>{title}</SmartLink>
        </Heading>
        {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
        {meta ? <div className="card__meta">{meta}</div> : null}
        {body ? <p className="card__text">{body}</p> : null}
        {cta || (tickets && !status) ? (
          <div className="card__actions">
            {cta}
            {tickets && !status ? (
              <TargetLink target={tickets} className="button button--primary card__tickets" ticketsFor={title}>
                Get Tickets<span className="visually-hidden">: {title}</span>
              </TargetLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
