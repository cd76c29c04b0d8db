import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql';

function selects(selectionSet: SelectionSetNode | undefined, names: ReadonlySet<string>, fragments: Record<string, FragmentDefinitionNode>): boolean {
  return (selectionSet?.selections ?? []).some((selection) => {
    if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
    if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet, names, fragments);
    return selects(fragments[selection.name.value]?.selectionSet, names, fragments);
  });
}

/** Whether the field being resolved asks for any of these sub-fields (through fragments too). */
export function selectsAnyField(info: GraphQLResolveInfo, names: ReadonlySet<string>): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, names, info.fragments));
}
