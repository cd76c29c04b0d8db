import type { RichTextFieldsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { BasicBlockView } from './BasicBlockView';

/** Rich text as the gateway gives it: typed blocks, with rows of columns and collapsible text. */
export function RichText({ blocks, className = 'rich-text' }: { blocks: readonly RichTextFieldsFragment[]; className?: string }) {
  if (!blocks.length) return null;
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
                      <BasicBlockView key={inner.key} block={inner} />
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
                    <BasicBlockView key={inner.key} block={inner} />
                  ))}
                </div>
              </details>
            );
          default:
            return <BasicBlockView key={block.key} block={block} />;
        }
      })}
    </DeferredHydration>
  );
}
