import type { CalloutFieldsFragment } from '../../../gql/graphql';
import { TargetLink } from '../../links/TargetLink';
import { ContentImage } from '../ContentImage';

/** A callout: image, title, text and its link as a button. */
export function CalloutCard({ callout, headingLevel = 3 }: { callout: CalloutFieldsFragment; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="callout">
      {callout.image ? <ContentImage image={callout.image} sizes="(min-width: 60rem) 30rem, 100vw" className="callout__image" /> : null}
      <div className="callout__body">
        <Heading className="callout__title">{callout.title}</Heading>
        {callout.summary ? <p>{callout.summary}</p> : null}
        {callout.link ? (
          <TargetLink target={callout.link.target} className="button button--primary">
            {callout.link.title}
            <span className="visually-hidden">: {callout.title}</span>
          </TargetLink>
        ) : null}
      </div>
    </article>
  );
}
