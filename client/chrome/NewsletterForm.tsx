import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuerySource } from '../data/QuerySourceContext';
import { useTypedBeforeHydration } from '../hooks/useTypedBeforeHydration';

/** Said while the sign-up is on its way, and when the request itself fails. */
const SENDING = 'Signing you up…';
const FAILED = 'We could not sign you up just now. Please try again later.';

interface NewsletterFormProps {
  emailPattern: string;
  /** The form's heading (the footer's "Newsletter" by default). */
  heading?: ReactNode;
  /** The line under the label. */
  hint?: string;
}

/**
 * The newsletter sign-up (spec §5), in the footer and wherever editors place the Signup shortcode: a
 * required email matching the gateway's pattern, Sign up disabled until the address is valid, a
 * hidden spam-trap field that, when filled, silently drops the submission. The outcome is announced
 * to screen readers (a polite live region).
 */
export function NewsletterForm({
  emailPattern,
  heading = <h2 className="site-footer__heading">Newsletter</h2>,
  hint = 'News of exhibitions, events and more, about twice a month.',
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [valid, setValid] = useState(false);
  const [trap, setTrap] = useState('');
  const [message, setMessage] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const takeEmail = (input: HTMLInputElement) => {
    setEmail(input.value);
    setValid(input.checkValidity());
    setSubscribed(false);
  };
  useTypedBeforeHydration(inputRef, takeEmail);
  // A spam trap filled before the form hydrated (the footer hydrates when the visitor nears it) still traps.
  useTypedBeforeHydration(trapRef, (input) => setTrap(input.value));
  const [loading, setLoading] = useState(false);
  const source = useQuerySource();
  const id = useId();
  const [inputId, hintId, statusId, trapId] = ['email', 'hint', 'status', 'trap'].map((part) => `${id}${part}`);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trap || !valid || loading) return;
    setMessage(SENDING);
    setLoading(true);
    try {
      // The mutation's document loads with the first sign-up: the footer's first render does not need it.
      const { SubscribeToNewsletter } = await import('./newsletterMutation');
      const { data } = await (await source.client()).mutate({ mutation: SubscribeToNewsletter, variables: { email: email.trim() } });
      const answer = data?.subscribeToNewsletter;
      setMessage(answer?.message ?? FAILED);
      if (answer?.status === 'SUBSCRIBED' || answer?.status === 'ALREADY_SUBSCRIBED') {
        setSubscribed(true);
        setEmail('');
        setValid(false);
      } else {
        inputRef.current?.focus();
      }
    } catch {
      setMessage(FAILED);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={(event) => void onSubmit(event)} noValidate>
      {heading}
      <label className="newsletter__label" htmlFor={inputId}>
        Email address
      </label>
      <p id={hintId} className="newsletter__hint">
        {hint}
      </p>
      <div className="newsletter__row">
        <input
          ref={inputRef}
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          required
          pattern={emailPattern}
          aria-describedby={hintId}
          value={email}
          onChange={(event) => takeEmail(event.target)}
        />
        <button type="submit" className="button button--primary" disabled={!valid || loading}>
          Sign up
        </button>
      </div>
      {/* A polite live region (not role=status, which names the page's loading spinner). */}
      <p id={statusId} className={subscribed ? 'newsletter__status newsletter__status--done' : 'newsletter__status'} aria-live="polite" aria-atomic="true">
        {message}
      </p>
      <div className="spam-trap" aria-hidden="true">
        <label htmlFor={trapId}>Leave this field empty</label>
        <input ref={trapRef} id={trapId} type="text" name="website" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </div>
    </form>
  );
}
