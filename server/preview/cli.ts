// `npm run preview-link -- <document id> <site path>`: prints a signed preview link for editors,
// valid for 24 hours, signed with PREVIEW_SECRET (the content service's preview action does the same).
import { loadConfig } from '../config';
import { previewLink, realNowSeconds } from './signature';

const [id, path] = process.argv.slice(2);
const config = loadConfig();
if (!id || !path) {
  console.error('usage: npm run preview-link -- <document id, e.g. drafts.page-visit> <site path, e.g. /visit>');
  process.exit(2);
}
if (!config.preview.secret) {
  console.error('PREVIEW_SECRET is not set: previews are off.');
  process.exit(1);
}
console.log(`${config.publicOrigin}${previewLink(config.preview.secret, { id, path }, realNowSeconds(), config.preview.linkLifetimeSeconds)}`);
