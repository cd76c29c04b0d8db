import type { FeedbackTopic } from '../../gql/graphql';

/** The feedback form's path. */
export const FEEDBACK_PATH = '/feedback';

/** The form's topics in the order it lists them, with their labels. */
export const FEEDBACK_TOPICS: readonly { value: FeedbackTopic; label: string }[] = [
  { value: 'COLLECTION_OBJECT', label: 'A collection object' },
  { value: 'ONLINE_COLLECTION', label: 'The online collection' },
  { value: 'WEBSITE', label: 'The website' },
  { value: 'OTHER', label: 'Something else' },
];

/** URL names of the topics (`?topic=collection-object`). */
const TOPIC_PARAMS: Readonly<Record<FeedbackTopic, string>> = {
  COLLECTION_OBJECT: 'collection-object',
  ONLINE_COLLECTION: 'online-collection',
  WEBSITE: 'website',
  OTHER: 'other',
};

/**
 * The link to the feedback form, prefilled with the page the visitor came from (an absolute URL on
 * the site's public origin, so the server-rendered link carries it whole) and what it is about.
 */
export function feedbackHref(topic: FeedbackTopic, pageUrl: string | null): string {
  const params = new URLSearchParams({ topic: TOPIC_PARAMS[topic] });
  if (pageUrl) params.set('url', pageUrl);
  return `${FEEDBACK_PATH}?${params.toString()}`;
}

/** What the form starts with, read from its URL: unknown topics mean OTHER; the page only when it is one of this site's. */
export function feedbackPrefill(search: string, origin: string): { topic: FeedbackTopic; pageUrl: string | null } {
  const params = new URLSearchParams(search);
  const topicParam = params.get('topic');
  const topic = (Object.entries(TOPIC_PARAMS) as [FeedbackTopic, string][]).find(([, name]) => name === topicParam)?.[0] ?? 'OTHER';
  const url = params.get('url');
  const page = url ? absoluteUrl(url) : null;
  return { topic, pageUrl: page?.origin === origin ? page.href : null };
}

/**
 * A URL, or null when the text is none. By hand rather than `URL.canParse` or `URL.parse`: the
 * browsers the build targets (Chrome 111, Safari 16.4) have neither.
 */
function absoluteUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
