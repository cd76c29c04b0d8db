import { getOperationAST, type OperationTypeNode, parse } from 'graphql';

/** One operation of the client build, as the gateway runs it when asked by hash. */
export interface PersistedOperation {
  /** The document's text, exactly as hashed. */
  text: string;
  kind: OperationTypeNode;
  name: string | null;
}

/**
 * The client's operations persisted at build time (graphql-codegen's persisted documents,
 * `client/gql/persisted-documents.json`, handed over by the built server entry): sha256 of the
 * text → text. Parsed once here, so a request by hash never parses anything.
 */
export class PersistedDocuments {
  private readonly byHash = new Map<string, PersistedOperation>();

  constructor(manifest: Readonly<Record<string, string>>) {
    for (const [key, text] of Object.entries(manifest)) {
      const operation = getOperationAST(parse(text));
      if (!operation) throw new Error(`persisted document ${key} holds no single operation`);
      // codegen writes `sha256:<hex>`; clients send the bare hex, as automatic persisted queries do.
      this.byHash.set(key.replace(/^sha256:/, ''), { text, kind: operation.operation, name: operation.name?.value ?? null });
    }
  }

  get(sha256Hash: string): PersistedOperation | undefined {
    return this.byHash.get(sha256Hash);
  }

  get size(): number {
    return this.byHash.size;
  }
}
