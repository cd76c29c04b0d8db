import type { RichTextFieldsFragment } from '../../../gql/graphql';
import { BasicBlockView } from './BasicBlockView';
import type { HeadingLevel } from './headingLevels';

/** Rich text's blocks: rows of columns, collapsible text and basic blocks, each heading at its level in the page's outline (`levels`, by block key). */
export function RichTextBlocks({ blocks, levels }: { blocks: readonly RichTextFieldsFragment[]; levels: ReadonlyMap<string, HeadingLevel> }) {
  return blocks.map((block) => {
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
  });
}
