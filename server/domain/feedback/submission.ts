/**
 * A visitor's feedback as the form sends it, read into what the forms backend keeps, or the
 * reasons it cannot be sent. The form checks the same before sending; the gateway checks again,
 * as any client may call the mutation.
 */

/** What the feedback is about; the form's topic list. */
export const FEEDBACK_TOPICS = ['COLLECTION_OBJECT', 'ONLINE_COLLECTION', 'WEBSITE', 'OTHER'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** How the backend files each topic. */
export const TOPIC_NAMES: Readonly<Record<FeedbackTopic, string>> = {
  COLLECTION_OBJECT: 'Collection object feedback',
  ONLINE_COLLECTION: 'Online collection feedback',
  WEBSITE: 'Website feedback',
  OTHER: 'Other feedback',
};

export type FeedbackField = 'MESSAGE' | 'NAME' | 'EMAIL';

/** Longest accepted value per field (a message of 5000 characters is about two pages). */
export const FEEDBACK_LIMITS: Readonly<Record<FeedbackField, number>> = { MESSAGE: 5000, NAME: 200, EMAIL: 254 };
/** Fewer characters say nothing a person could act on. */
export const MIN_MESSAGE_LENGTH = 5;

/** What the form sends. */
export interface FeedbackInput {
  topic: FeedbackTopic;
  message: string;
  name?: string | null;
  email?: string | null;
  pageUrl?: string | null;
}

/** What the backend keeps. */
export interface FeedbackSubmission {
  topic: string;
  message: string;
  name: string | null;
  email: string | null;
  /** The page the feedback is about: a URL on the site, or null. */
  pageUrl: string | null;
}

export interface FeedbackFieldError {
  field: FeedbackField;
  message: string;
}

export type ReadFeedback = { ok: true; submission: FeedbackSubmission } | { ok: false; errors: FeedbackFieldError[] };

/** A plausible address: something@something.tld, no spaces (the provider of the mailbox has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\r\n?/g, '\n').trim();

/**
 * The page address the feedback is about, when it is a page of this site (on its public origin):
 * the form is reached from the site's own links, and an address elsewhere is no page of ours (nor a
 * way to mail links to the staff).
 */
export function sitePageUrl(value: string | null | undefined, publicOrigin: string): string | null {
  const text = clean(value);
  const url = text && text.length <= 2000 ? URL.parse(text) : null;
  return url?.origin === publicOrigin ? url.href : null;
}

/** Reads a submission: the message is required; name and email are optional, within their limits. */
export function readFeedback(input: FeedbackInput, publicOrigin: string): ReadFeedback {
  const message = clean(input.message);
  const name = clean(input.name);
  const email = clean(input.email);
  const errors: FeedbackFieldError[] = [];
  if (message.length < MIN_MESSAGE_LENGTH) errors.push({ field: 'MESSAGE', message: 'Please tell us what you noticed (a few words at least).' });
  else if (message.length > FEEDBACK_LIMITS.MESSAGE) errors.push({ field: 'MESSAGE', message: `Please keep your message under ${FEEDBACK_LIMITS.MESSAGE} characters.` });
  if (name.length > FEEDBACK_LIMITS.NAME) errors.push({ field: 'NAME', message: `Please keep your name under ${FEEDBACK_LIMITS.NAME} characters.` });
  if (email && (email.length > FEEDBACK_LIMITS.EMAIL || !EMAIL.test(email))) errors.push({ field: 'EMAIL', message: 'Please enter an email address like name@example.org, or leave it empty.' });
  if (errors.length) return { ok: false, errors };
  return { ok: true, submission: { topic: TOPIC_NAMES[input.topic], message, name: name || null, email: email || null, pageUrl: sitePageUrl(input.pageUrl, publicOrigin) } };
}
