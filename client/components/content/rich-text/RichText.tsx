import type { RichTextFieldsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { BasicBlockView, headingLevels } from './BasicBlockView';

/**
 * Rich text as the gateway gives it: typed blocks, with rows of columns and collapsible text.
 * `under` is the level of the heading the text sits under (a section's h2, a page's h1): an
 * editor's heading never skips a level below it or the heading before, so the page's outline holds.
 */
export function RichText({ blocks, className = 'rich-text', under = 2 }: { blocks: readonly RichTextFieldsFragment[]; className?: string; under?: number }) {
  if (!blocks.length) return null;
  const levels = headingLevels(blocks.flatMap((block) => (block.__typename === 'RowBlock' ? block.columns.flatMap((column) => column.blocks) : block.__typename === 'CollapsibleTextBlock' ? block.blocks : [block])), under);
  // Text to read, its links plain links until then: hydrated when the visitor nears it.
  return (
    <DeferredHydration className={className}>
      {blocks.map((block) => {
        switch (block.__typename) {
          case 'RowBlock':
            return (
              <div key={block.key} className="rich-row" style={{ ['--columns' as string]: String(block.columns.length) }}>
                {block.columns.map((column) => (
                  <div key={column.key} className="rich-row__column">
                    {column.blocks.map((inner) => (
                      <BasicBlockView key={inner.key} block={inner} level={levels.get(inner.key)} />
                    ))}
                  </div>
                ))}
              </div>
            );
          case 'CollapsibleTextBlock':
            return (
              <details key={block.key} className="collapsible-text">
                <summary>{block.title}</summary>
                <div className="collapsible-text__body">
                  {block.blocks.map((inner) => (
                    <BasicBlockView key={inner.key} block={inner} level={levels.get(inner.key)} />
                  ))}
                </div>
              </details>
            );
          default:
            return <BasicBlockView key={block.key} block={block} level={levels.get(block.key)} />;
        }
      })}
    </DeferredHydration>
  );
}
