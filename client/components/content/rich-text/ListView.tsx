import type { ReactNode } from 'react';
import type { BasicBlockFieldsFragment } from '../../../gql/graphql';
import { TextSpans } from './TextSpans';

type ListBlock = Extract<BasicBlockFieldsFragment, { __typename: 'ListBlock' }>;
type Item = ListBlock['items'][number];

interface Node {
  item: Item;
  children: Node[];
}

/** Items with levels as a tree: a deeper item nests under the item before it. */
function nest(items: readonly Item[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const item of items) {
    const node: Node = { item, children: [] };
    while (stack.length && (stack[stack.length - 1]?.item.level ?? 0) >= item.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function Nodes({ nodes, ordered }: { nodes: Node[]; ordered: boolean }): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {nodes.map((node) => (
        <li key={node.item.key}>
          <TextSpans spans={node.item.spans} />
          {node.children.length ? <Nodes nodes={node.children} ordered={ordered} /> : null}
        </li>
      ))}
    </List>
  );
}

/** A bulleted or numbered list, nested by its items' levels. */
export function ListView({ block }: { block: ListBlock }) {
  return <Nodes nodes={nest(block.items)} ordered={block.ordered} />;
}
