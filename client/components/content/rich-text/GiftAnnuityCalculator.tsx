import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { GiftAnnuityEstimateQuery as EstimateAnswer, ShortcodeFieldsFragment } from '../../../gql/graphql';
import { useQuerySource } from '../../../data/QuerySourceContext';
import { TargetLink } from '../../links/TargetLink';
import { GiftAnnuityEstimateQuery } from './giftAnnuityQuery';

type Calculator = NonNullable<ShortcodeFieldsFragment['calculator']>;
type Estimate = EstimateAnswer['giftAnnuityEstimate'];
type Field = 'age' | 'amount';

const FAILED = 'We could not calculate just now. Please try again later.';
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

/** A whole number as typed: digits, with the thousands separators and dollar sign people write; null otherwise. */
function wholeNumber(text: string): number | null {
  const digits = text.replace(/[\s$,]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

interface GiftAnnuityCalculatorProps {
  title: string;
  text: string;
  calculator: Calculator;
  action: ShortcodeFieldsFragment['action'];
  actionTitle: string | null;
}

/**
 * The planned-giving calculator (PlannedGivingCalculator shortcode): the visitor's age and a gift
 * give a charitable gift annuity's rate and payments, worked out by the gateway
 * (`giftAnnuityEstimate`, the museum's rate schedule). Each field has its label and hint; a field
 * the answer refuses is marked invalid, described by the message and focused; the outcome is
 * announced (a polite live region).
 */
export function GiftAnnuityCalculator({ title, text, calculator, action, actionTitle }: GiftAnnuityCalculatorProps) {
  const id = useId();
  const [titleId, ageId, ageHintId, amountId, amountHintId, resultId] = ['title', 'age', 'age-hint', 'amount', 'amount-hint', 'result'].map((part) => `${id}${part}`);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [message, setMessage] = useState('');
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = { age: useRef<HTMLInputElement>(null), amount: useRef<HTMLInputElement>(null) };
  const source = useQuerySource();

  const refuse = (field: Field, text: string) => {
    setInvalid(field);
    setMessage(text);
    setEstimate(null);
    fields[field].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Read from the form, not from state: what the visitor typed before the part hydrated counts too.
    const form = new FormData(event.currentTarget);
    const years = wholeNumber(String(form.get('age') ?? ''));
    const gift = wholeNumber(String(form.get('amount') ?? ''));
    if (years === null) return refuse('age', 'Enter your age in whole years.');
    if (gift === null) return refuse('amount', 'Enter a gift amount in whole dollars.');
    setBusy(true);
    setMessage('Calculating…');
    try {
      const { data } = await (await source.client()).query({ query: GiftAnnuityEstimateQuery, variables: { age: years, amount: gift } });
      const answer = data?.giftAnnuityEstimate;
      if (!answer) throw new Error('no estimate');
      if (answer.status === 'ESTIMATED') {
        setInvalid(null);
        setEstimate(answer);
        setMessage(answer.message);
      } else {
        refuse(answer.status.startsWith('AGE') ? 'age' : 'amount', answer.message);
      }
    } catch {
      setEstimate(null);
      setMessage(FAILED);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hintId: string) => (invalid === field ? `${hintId} ${resultId}` : hintId);

  return (
    <section className="shortcode shortcode--planned-giving-calculator" aria-labelledby={titleId}>
      <h3 id={titleId} className="shortcode__title">
        {title}
      </h3>
      <p>{text}</p>
      <form className="gift-calculator" onSubmit={(event) => void onSubmit(event)} noValidate>
        <CalculatorField id={ageId} hintId={ageHintId} label="Your age" hint={`In whole years, at your nearest birthday: from ${calculator.minimumAge} to ${calculator.maximumAge}.`}>
          <input ref={fields.age} id={ageId} name="age" type="number" inputMode="numeric" min={calculator.minimumAge} max={calculator.maximumAge} step={1} required aria-invalid={invalid === 'age' || undefined} aria-describedby={describedBy('age', ageHintId)} />
        </CalculatorField>
        <CalculatorField id={amountId} hintId={amountHintId} label="Gift amount (US dollars)" hint={`In whole dollars: from ${dollars(calculator.minimumGift)} to ${dollars(calculator.maximumGift)}.`}>
          <input ref={fields.amount} id={amountId} name="amount" type="text" inputMode="numeric" autoComplete="off" required aria-invalid={invalid === 'amount' || undefined} aria-describedby={describedBy('amount', amountHintId)} />
        </CalculatorField>
        <button type="submit" className="button button--primary" disabled={busy}>
          Calculate
        </button>
      </form>
      <div className="gift-calculator__result" aria-live="polite" aria-atomic="true">
        <p id={resultId} className={invalid ? 'gift-calculator__message gift-calculator__message--error' : 'gift-calculator__message'}>
          {message}
        </p>
        {estimate?.rate != null && estimate.annualPayment != null && estimate.quarterlyPayment != null ? (
          <dl className="gift-calculator__figures">
            <dt>Payment rate</dt>
            <dd>{estimate.rate.toFixed(1)}% a year</dd>
            <dt>Yearly payment</dt>
            <dd>{money(estimate.annualPayment)}</dd>
            <dt>Quarterly payment</dt>
            <dd>{money(estimate.quarterlyPayment)}</dd>
          </dl>
        ) : null}
      </div>
      <p className="gift-calculator__note">
        Estimates for one person at the American Council on Gift Annuities’ suggested rates, effective {calculator.ratesEffective}. Your income tax deduction depends on federal rates in the month of your gift; this is not
        tax advice.
      </p>
      {action && actionTitle ? <TargetLink target={action}>{actionTitle}</TargetLink> : null}
    </section>
  );
}

function CalculatorField({ id, hintId, label, hint, children }: { id: string; hintId: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="gift-calculator__field">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="gift-calculator__hint">
        {hint}
      </p>
      {children}
    </div>
  );
}
