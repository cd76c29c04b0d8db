import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentNode, FieldDefinitionNode, ObjectTypeDefinitionNode, ObjectTypeExtensionNode } from 'graphql';
import { Kind, parse, visit } from 'graphql';

/** The schema's SDL files (`schema/*.graphql`), read at start-up in name order. */
export function readSchemaSource(dir = 'schema'): string {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function hasCacheHint(field: FieldDefinitionNode): boolean {
  return (field.directives ?? []).some((directive) => directive.name.value === 'cacheControl');
}

/**
 * Apollo gives unhinted fields that return objects a max-age of 0, which would make every nested
 * list (menus, hours) uncacheable. The schema's hints are on root fields and on the values that
 * change faster, so other nested fields inherit their parent's hint (`inheritMaxAge`).
 */
export function inheritCacheHints(document: DocumentNode): DocumentNode {
  const addInherit = (node: ObjectTypeDefinitionNode | ObjectTypeExtensionNode) => {
    if (ROOT_TYPES.has(node.name.value)) return undefined;
    return {
      ...node,
      fields: node.fields?.map((field) =>
        hasCacheHint(field)
          ? field
          : {
              ...field,
              directives: [
                ...(field.directives ?? []),
                {
                  kind: Kind.DIRECTIVE,
                  name: { kind: Kind.NAME, value: 'cacheControl' },
                  arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'inheritMaxAge' }, value: { kind: Kind.BOOLEAN, value: true } }],
                },
              ],
            },
      ),
    };
  };
  return visit(document, { ObjectTypeDefinition: addInherit, ObjectTypeExtension: addInherit });
}

export function loadTypeDefs(dir = 'schema'): DocumentNode {
  return inheritCacheHints(parse(readSchemaSource(dir)));
}
