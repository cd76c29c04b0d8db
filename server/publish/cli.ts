// `npm run publish -- <document id> <field>=<value> …`: changes published content through the
// content service's mutation API (Sanity's), as an editor's publish does: with the editor token
// (CONTENT_EDITOR_TOKEN), against CONTENT_URL (the sample content service of `npm start` when unset).
// The content service then sends its webhook and the change is live on every replica.
import { loadConfig, SAMPLE_PORTS } from '../config';
import { readAssignments } from './assignments';

const [id, ...args] = process.argv.slice(2);
const assignments = readAssignments(args);
if (!id || 'error' in assignments) {
  if (id && 'error' in assignments) console.error(assignments.error);
  console.error('usage: npm run publish -- <document id, e.g. page-visit> <field>=<text> [<field>:=<json>] …\n  e.g. npm run publish -- page-visit "intro=Open every day but Monday."');
  process.exit(2);
}
const config = loadConfig();
const base = config.upstreams.content.url ?? `http://127.0.0.1:${SAMPLE_PORTS.content}`;
const token = process.env.CONTENT_EDITOR_TOKEN?.trim() || 'sample-editor-token';
const url = `${base}/${config.content.apiVersion}/data/mutate/${encodeURIComponent(config.content.dataset)}?returnIds=true`;
const response = await fetch(url, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ mutations: [{ patch: { id, set: assignments.set } }] }),
});
const answer: unknown = await response.json().catch(() => null);
if (!response.ok) {
  console.error(`The content service refused the change (HTTP ${response.status}): ${JSON.stringify(answer)}`);
  process.exit(1);
}
const transaction = typeof answer === 'object' && answer !== null && 'transactionId' in answer ? String(answer.transactionId) : '?';
console.log(`Published ${id} (transaction ${transaction}): ${Object.keys(assignments.set).join(', ')}. Visitors see it on their next page load, within about a second.`);
