import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeedbackField, FeedbackTopic } from '../../gql/graphql';
import { usePublicOrigin } from '../../render/publicOrigin';
import { usePageMeta } from '../../render/RenderContext';
import { FEEDBACK_PATH, FEEDBACK_TOPICS, feedbackPrefill } from './feedbackLink';
import { SendFeedbackMutation } from './feedbackMutation';
import './feedback.css';
import { useQuerySource } from '../../data/QuerySourceContext';

/** The form's own checks, the gateway's in short (it checks again and has the last word). */
const MESSAGE_LENGTH = { min: 5, max: 5000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<FeedbackField, string>>;
/** Where the form stands: being filled in, sending, sent, or not sent for a reason to show. */
type Outcome = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

function check(message: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (message.trim().length < MESSAGE_LENGTH.min) errors.MESSAGE = 'Please tell us what you noticed (a few words at least).';
  if (email.trim() && !EMAIL.test(email.trim())) errors.EMAIL = 'Please enter an email address like name@example.org, or leave it empty.';
  return errors;
}

/**
 * The feedback form (/feedback), linked from object pages and the collection search with the page
 * the visitor came from (`url`) and what it is about (`topic`). It sends through the gateway
 * (`sendFeedback`) to the museum's forms backend. A hidden spam-trap field, when filled, drops the
 * submit silently (the visitor-facing answer is the same). Errors are tied to their fields and the
 * outcome is announced to screen readers; focus moves to what needs attention.
 */
export function FeedbackPage() {
  usePageMeta({ title: 'Feedback', description: 'Tell us about an error or something you noticed on our website or in our collection records.', canonicalPath: FEEDBACK_PATH });
  const origin = usePublicOrigin();
  const prefill = feedbackPrefill(useLocation().search, origin);
  const [topic, setTopic] = useState<FeedbackTopic>(prefill.topic);
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const source = useQuerySource();
  const id = useId();
  const fieldId = (field: string) => `${id}${field}`;
  const refs = { MESSAGE: useRef<HTMLTextAreaElement>(null), NAME: useRef<HTMLInputElement>(null), EMAIL: useRef<HTMLInputElement>(null) };
  const doneRef = useRef<HTMLDivElement>(null);

  // The thank-you replaces the form: focus goes to it, so keyboard and screen reader users land there.
  useEffect(() => {
    if (outcome.kind === 'sent') doneRef.current?.focus();
  }, [outcome.kind]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = (['MESSAGE', 'NAME', 'EMAIL'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    // The spam trap: a bot filled the hidden field. Nothing is sent; it sees what a person would.
    if (trap) {
      setOutcome({ kind: 'sent', message: 'Thank you. Your feedback has been sent to our staff.' });
      return;
    }
    const found = check(message, email);
    if (Object.keys(found).length) {
      setOutcome({ kind: 'failed', message: 'Please check the fields marked below.' });
      showErrors(found);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      const { data } = await (await source.client()).mutate({ mutation: SendFeedbackMutation, variables: { input: { topic, message, name: name || null, email: email || null, pageUrl: prefill.pageUrl, website: trap || null } } });
      const result = data?.sendFeedback;
      if (result?.status === 'SENT') {
        setOutcome({ kind: 'sent', message: result.message });
        return;
      }
      setOutcome({ kind: 'failed', message: result?.message ?? 'Sorry, we could not send your feedback just now. Please try again later.' });
      if (result?.status === 'INVALID') showErrors(Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
    } catch {
      setOutcome({ kind: 'failed', message: 'Sorry, we could not send your feedback just now. Please try again later.' });
    }
  };

  const describedBy = (field: FeedbackField, hint?: string) => [hint, errors[field] ? fieldId(`${field}error`) : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: FeedbackField) =>
    errors[field] ? (
      <p id={fieldId(`${field}error`)} className="feedback-form__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="page feedback-page">
      <h1 className="page__title">Feedback</h1>
      {/* Sending is announced politely; the thank-you is read where focus moves to it, once; a failure is an alert below. */}
      <div className="visually-hidden" role="status">
        {outcome.kind === 'sending' ? 'Sending your feedback…' : ''}
      </div>
      {outcome.kind === 'sent' ? (
        <div ref={doneRef} className="feedback-page__done" tabIndex={-1}>
          <h2>Feedback sent</h2>
          <p>{outcome.message}</p>
          {prefill.pageUrl ? (
            <p>
              <a href={prefill.pageUrl}>Back to the page you came from</a>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="page__intro">Tell us about an error, a question or something you noticed. Our staff read every message; leave an email address if you would like an answer.</p>
          {prefill.pageUrl ? (
            <p className="feedback-page__about">
              About this page: <a href={prefill.pageUrl}>{prefill.pageUrl}</a>
            </p>
          ) : null}
          {outcome.kind === 'failed' ? (
            <p className="feedback-form__alert" role="alert">
              {outcome.message}
            </p>
          ) : null}
          <form className="feedback-form" method="post" noValidate onSubmit={(event) => void submit(event)}>
            <div className="feedback-form__field">
              <label htmlFor={fieldId('topic')}>What is it about?</label>
              <select id={fieldId('topic')} value={topic} onChange={(event) => setTopic(event.target.value as FeedbackTopic)}>
                {FEEDBACK_TOPICS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="feedback-form__field">
              <label htmlFor={fieldId('message')}>
                Your message <span className="feedback-form__required">(required)</span>
              </label>
              <p id={fieldId('messagehint')} className="feedback-form__hint">
                {MESSAGE_LENGTH.min} to {MESSAGE_LENGTH.max.toLocaleString('en-US')} characters.
              </p>
              <textarea
                ref={refs.MESSAGE}
                id={fieldId('message')}
                name="message"
                rows={8}
                required
                maxLength={MESSAGE_LENGTH.max}
                aria-invalid={errors.MESSAGE ? true : undefined}
                aria-describedby={describedBy('MESSAGE', fieldId('messagehint'))}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
              {fieldError('MESSAGE')}
            </div>
            <div className="feedback-form__field">
              <label htmlFor={fieldId('name')}>Your name (optional)</label>
              <input
                ref={refs.NAME}
                id={fieldId('name')}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={200}
                aria-invalid={errors.NAME ? true : undefined}
                aria-describedby={describedBy('NAME')}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              {fieldError('NAME')}
            </div>
            <div className="feedback-form__field">
              <label htmlFor={fieldId('email')}>Your email address (optional)</label>
              <p id={fieldId('emailhint')} className="feedback-form__hint">
                Only to answer you.
              </p>
              <input
                ref={refs.EMAIL}
                id={fieldId('email')}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-invalid={errors.EMAIL ? true : undefined}
                aria-describedby={describedBy('EMAIL', fieldId('emailhint'))}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              {fieldError('EMAIL')}
            </div>
            <div className="spam-trap" aria-hidden="true">
              <label htmlFor={fieldId('trap')}>Leave this field empty</label>
              <input id={fieldId('trap')} type="text" name="website" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
            </div>
            <button type="submit" className="button button--primary" aria-disabled={outcome.kind === 'sending' ? true : undefined}>
              {outcome.kind === 'sending' ? 'Sending…' : 'Send feedback'}
            </button>
            <noscript>
              <p className="feedback-form__hint">Sending this form needs JavaScript. You can also write to collections@philamuseum.org.</p>
            </noscript>
          </form>
        </>
      )}
    </div>
  );
}
