import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const DOCUMENT_MODULE = 'virtual:museum-graphql-document/';
const caller = /\bgraphql\(`/;

/** Each document's JSON in codegen's output, by its export name. */
async function readDocuments(generatedFile: string): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  // codegen writes each document on one line: `export const XDocument = {…json…} as unknown as DocumentNode<…>;`
  for (const line of (await readFile(generatedFile, 'utf8')).split('\n')) {
    const match = /^export const (\w+) = (\{.*) as unknown as DocumentNode</.exec(line);
    if (match?.[1] && match[2]) documents.set(match[1], match[2]);
  }
  return documents;
}

/**
 * Gives every module only the GraphQL documents it uses. `graphql(`…`)` looks a document up in
 * codegen's map of all of them (client/gql/gql.ts), and even imported by name they sit in one
 * module (client/gql/graphql.ts) that the bundler keeps whole: every route would download and
 * parse every operation of the site. GraphQL Code Generator's own Babel plugin replaces each call
 * with an import of its document by name; each such import is then served as a module of its own
 * holding just that document (the same object codegen generated, persisted hash included), so a
 * document travels in the chunk of the page that asks it.
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  const generatedFile = join(gqlDir, 'graphql.ts');
  let documents: Promise<Map<string, string>> | null = null;
  return {
    name: 'museum:graphql-documents',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || id.startsWith(gqlDir) || !caller.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: gqlDir, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      // The plugin's imports (`import { ChromeDocument } from "../gql/graphql"`), one per document.
      const perDocument = result.code.replace(/^import \{ (\w+) \} from "[^"]*\/gql\/graphql";$/gm, (_line, name: string) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`);
      return { code: perDocument, map: result.map };
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_MODULE) ? `\0${source}` : null;
    },
    buildStart() {
      documents = null;
    },
    watchChange(id) {
      if (id === generatedFile) documents = null;
    },
    async load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      this.addWatchFile(generatedFile);
      // One read of the generated file per build, however many documents the pages import.
      documents ??= readDocuments(generatedFile);
      const json = (await documents).get(name);
      if (!json) throw new Error(`client/gql/graphql.ts has no document ${name}: run npm run codegen`);
      // JSON.parse of a string is cheaper for the browser to parse than the same object literal.
      return `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(json)))});\n`;
    },
  };
}
