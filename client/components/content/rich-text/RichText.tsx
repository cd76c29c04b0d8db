import type { RichTextFieldsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { lazyPart } from '../../deferred/lazyPart';
import { headingLevels } from './headingLevels';

/** The blocks' code: a chunk loaded when the text is first hydrated (or shown after a navigation). */
const RichTextBlocks = lazyPart(() => import('./RichTextBlocks').then((m) => m.RichTextBlocks));

/**
 * Rich text as the gateway gives it: typed blocks, with rows of columns and collapsible text.
 * `under` is the level of the heading the text sits under (a section's h2, a page's h1): an
 * editor's heading never skips a level below it or the heading before, so the page's outline holds.
 */
export function RichText({ blocks, className = 'rich-text', under = 2 }: { blocks: readonly RichTextFieldsFragment[]; className?: string; under?: number }) {
  if (!blocks.length) return null;
  const levels = headingLevels(blocks.flatMap((block) => (block.__typename === 'RowBlock' ? block.columns.flatMap((column) => column.blocks) : block.__typename === 'CollapsibleTextBlock' ? block.blocks : [block])), under);
  // Text to read, its links plain links until then: hydrated, and its code loaded, when the visitor nears it.
  return (
    <DeferredHydration className={className}>
      <RichTextBlocks blocks={blocks} levels={levels} />
    </DeferredHydration>
  );
}
