import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where `npm run build` puts the client: the SSR contract's files. */
export interface ClientBuild {
  clientDir: string;
  template: string;
  entryServer: string;
  graphiql: string;
  /** Vite's manifest of the client build: which chunk holds which module. */
  manifest: string;
}

export function clientBuild(distDir: string): ClientBuild {
  const root = resolve(distDir);
  return {
    clientDir: join(root, 'client'),
    template: join(root, 'client', 'index.html'),
    entryServer: join(root, 'server', 'entry-server.js'),
    graphiql: join(root, 'client', 'graphiql', 'index.html'),
    manifest: join(root, 'client', '.vite', 'manifest.json'),
  };
}

/** True when the build has what server rendering needs (template and server entry). */
export function hasClientBuild(build: ClientBuild): boolean {
  return existsSync(build.template) && existsSync(build.entryServer) && existsSync(build.manifest);
}
