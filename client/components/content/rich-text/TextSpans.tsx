import { Fragment, type ReactNode } from 'react';
import type { TextSpanFieldsFragment } from '../../../gql/graphql';
import { TargetLink } from '../../links/TargetLink';

const WRAPPERS: Record<string, (children: ReactNode) => ReactNode> = {
  STRONG: (children) => <strong>{children}</strong>,
  EMPHASIS: (children) => <em>{children}</em>,
  UNDERLINE: (children) => <u>{children}</u>,
  CODE: (children) => <code>{children}</code>,
  STRIKE: (children) => <s>{children}</s>,
};

/** Runs of text with their marks and links (text is always text: nothing in it becomes markup). */
export function TextSpans({ spans }: { spans: readonly TextSpanFieldsFragment[] }) {
  return (
    <>
      {spans.map((span, index) => {
        let content: ReactNode = span.text;
        for (const mark of span.marks) content = WRAPPERS[mark]?.(content) ?? content;
        return span.link ? (
          <TargetLink key={index} target={span.link}>
            {content}
          </TargetLink>
        ) : (
          <Fragment key={index}>{content}</Fragment>
        );
      })}
    </>
  );
}
