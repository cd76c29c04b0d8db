/**
 * The newsletter sign-up's email rule (spec §5: required, pattern-checked). The pattern is in the
 * syntax of an HTML `pattern` attribute (matched whole, with the `v` flag): the form uses it as
 * given by the schema, so browser and gateway check the same thing. A local part, an `@`, and a
 * domain with at least one dot and a final label of two or more letters; no spaces.
 */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)*\\.[A-Za-z]{2,}';

/** The longest address mail systems accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');

/** The address as it will be sent (trimmed), or null when it is not one. */
export function validEmail(input: string): string | null {
  const email = input.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : null;
}

export type SignupStatus = 'SUBSCRIBED' | 'ALREADY_SUBSCRIBED' | 'INVALID_EMAIL' | 'RATE_LIMITED' | 'UNAVAILABLE';

/** What the visitor is told (announced to screen readers). */
export const SIGNUP_MESSAGES: Readonly<Record<SignupStatus, string>> = {
  SUBSCRIBED: 'Thank you for signing up! Look for our newsletter in your inbox.',
  ALREADY_SUBSCRIBED: 'You are already signed up for our newsletter. Thank you!',
  INVALID_EMAIL: 'Please enter a valid email address, like name@example.com.',
  RATE_LIMITED: 'Too many sign-ups from your connection. Please try again in a few minutes.',
  UNAVAILABLE: 'We could not sign you up just now. Please try again later.',
};
