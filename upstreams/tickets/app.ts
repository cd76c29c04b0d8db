import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../preschina/escape-html';
import { createUpstreamApp } from '../server';

export interface TicketsAppOptions {
  logger?: boolean;
}

/** What the store posts to the page framing it when the visitor presses Escape inside it. */
export const CLOSE_MESSAGE = 'ticket-store:close';

interface TicketType {
  name: string;
  price: string;
}

const GENERAL: TicketType[] = [
  { name: 'Adult', price: '$30' },
  { name: 'Senior (65+)', price: '$28' },
  { name: 'Student', price: '$14' },
  { name: 'Youth (18 and under)', price: 'Free' },
  { name: 'Member', price: 'Free' },
];

/** What the store opens on, from the launch parameters the site sends (spec §2: keyword, promocode, packageID, or none). */
function launchText(query: Record<string, string | undefined>): string {
  const parts = [
    query.keyword ? `tickets for “${query.keyword}”` : null,
    query.packageID ? `package ${query.packageID}` : null,
    query.promocode ? `promotion code ${query.promocode} applied` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `Showing ${parts.join(', ')}.` : 'Showing general admission tickets.';
}

function storePage(query: Record<string, string | undefined>): string {
  const rows = GENERAL.map(
    (ticket, index) => `<tr><th scope="row"><label for="qty-${index}">${escapeHtml(ticket.name)}</label></th><td>${escapeHtml(ticket.price)}</td>
<td><input id="qty-${index}" name="qty-${index}" type="number" min="0" max="10" value="0" inputmode="numeric"></td></tr>`,
  ).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tickets – sample ticket store</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #767676; }
input { width: 4rem; font: inherit; padding: 0.25rem; }
button { font: inherit; padding: 0.5rem 1rem; background: #1a1a1a; color: #fff; border: 0; cursor: pointer; }
.note { color: #4a4a4a; }
</style>
</head>
<body>
<main>
<h1>Tickets</h1>
<p data-launch>${escapeHtml(launchText(query))}</p>
<form action="#" onsubmit="return false">
<table>
<caption class="note">Choose how many tickets of each type.</caption>
<thead><tr><th scope="col">Ticket</th><th scope="col">Price</th><th scope="col">Quantity</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<button type="submit">Continue</button>
</form>
<p class="note">This is the sample stand-in for the museum’s ticket store: nothing is sold here.</p>
</main>
<script>
// Framed in the site's ticket dialog, Escape here asks the site to close it (the dialog cannot see keys pressed in the frame).
// On keyup, once the press is over: a frame removed between keydown and keyup leaves the browser
// delivering the keyup to a frame that is gone.
document.addEventListener('keyup', function (event) {
  if (event.key === 'Escape' && window.parent !== window) window.parent.postMessage({ type: '${CLOSE_MESSAGE}' }, '*');
});
</script>
</body>
</html>
`;
}

/**
 * The sample ticket store the site's ticket dialog frames: `GET /?keyword=…&promocode=…&packageID=…`
 * answers a small, accessible store page saying what it was opened on. Escape inside it posts
 * `{ type: 'ticket-store:close' }` to the framing page.
 */
export async function buildTicketsApp(options: TicketsAppOptions = {}): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  app.get<{ Querystring: Record<string, string | undefined> }>('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(storePage(request.query)),
  );
  return app;
}
