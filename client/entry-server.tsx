import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { createCache } from './apollo/createCache';
import { createClient } from './apollo/createClient';
import { renderHead } from './render/head';
import { RenderContext, createRenderCollector } from './render/RenderContext';

export interface RenderRequest {
  url: string;
  link: ApolloLink;
}

export interface RenderResult {
  html: string;
  head: string;
  state: object;
  status: number;
  redirect?: string;
}

/** Renders one request: loads every query of the page through `link`, then returns markup, head and cache. */
export async function render({ url, link }: RenderRequest): Promise<RenderResult> {
  const cache = createCache();
  const client = createClient({ link, cache, ssrMode: true });
  let collector = createRenderCollector();
  const tree = (
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouter location={url}>
          <RenderContextBridge get={() => collector} />
        </StaticRouter>
      </ApolloProvider>
    </StrictMode>
  );

  const { result } = await prerenderStatic({
    tree,
    renderFunction: (element) => {
      // Each pass starts clean, so only what the final (complete) render declared counts.
      collector = createRenderCollector();
      return renderToString(element);
    },
  });

  const pathname = new URL(url, 'http://localhost').pathname;
  return {
    html: result,
    head: renderHead(collector, pathname),
    state: cache.extract(),
    status: collector.status,
    redirect: collector.redirect,
  };
}

/** Reads the current pass's collector at render time (the tree is built once, the collector per pass). */
function RenderContextBridge({ get }: { get: () => ReturnType<typeof createRenderCollector> }) {
  return (
    <RenderContext.Provider value={get()}>
      <App />
    </RenderContext.Provider>
  );
}
