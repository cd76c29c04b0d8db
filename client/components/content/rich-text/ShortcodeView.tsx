import { useContext, useId } from 'react';
import { NewsletterForm } from '../../../chrome/NewsletterForm';
import { NewsletterPatternContext } from '../../../chrome/newsletterPattern';
import type { ShortcodeFieldsFragment } from '../../../gql/graphql';
import { TargetLink } from '../../links/TargetLink';
import { GiftAnnuityCalculator } from './GiftAnnuityCalculator';

/**
 * A shortcode editors place in rich text (spec §3): the site's newsletter sign-up form (the footer's,
 * with this block's heading and hint), the gift annuity calculator, or the restaurant's reservation
 * link (OpenTable's page, in a new window, saying so).
 */
export function ShortcodeView({ block }: { block: ShortcodeFieldsFragment }) {
  const titleId = useId();
  const emailPattern = useContext(NewsletterPatternContext);
  switch (block.kind) {
    case 'SIGNUP':
      // Without the chrome's pattern (its query failed) there is no form to check against: nothing shows, as in the footer.
      return emailPattern ? (
        <section className="shortcode shortcode--signup" aria-labelledby={titleId}>
          <NewsletterForm
            emailPattern={emailPattern}
            heading={
              <h3 id={titleId} className="shortcode__title">
                {block.title}
              </h3>
            }
            hint={block.text}
          />
        </section>
      ) : null;
    case 'PLANNED_GIVING_CALCULATOR':
      return block.calculator ? <GiftAnnuityCalculator title={block.title} text={block.text} calculator={block.calculator} action={block.action} actionTitle={block.actionTitle} /> : null;
    case 'OPEN_TABLE':
      return (
        <section className="shortcode shortcode--open-table" aria-labelledby={titleId}>
          <h3 id={titleId} className="shortcode__title">
            {block.title}
          </h3>
          <p>{block.text}</p>
          {block.action && block.actionTitle ? (
            <TargetLink target={block.action} className="button button--primary">
              {block.actionTitle}
            </TargetLink>
          ) : null}
        </section>
      );
  }
}
