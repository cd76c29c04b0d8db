// Workers first: GraphiQL's editors need them registered before they load. Bundled by Vite, so the
// page is fully offline (no CDN scripts or fonts).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './overrides.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const container = document.getElementById('graphiql');
if (!container) throw new Error('The GraphiQL page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
