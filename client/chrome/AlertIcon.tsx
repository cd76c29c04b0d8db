import type { AlertIcon as AlertIconName } from '../gql/graphql';

/** What each icon says to a screen reader, before the alert's text. */
const LABELS: Record<AlertIconName, string> = { INFO: 'Information', WARNING: 'Warning', CLOSURE: 'Closure' };

/** An alert's icon (spec §3: the navigation form of an alert has icon and text), drawn inline so it needs no request. */
export function AlertIcon({ icon }: { icon: AlertIconName }) {
  return (
    <span className="alert-bar__icon" data-icon={icon.toLowerCase()}>
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" aria-hidden="true">
        {icon === 'INFO' ? (
          <>
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 10.5v6.5M12 7v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </>
        ) : icon === 'WARNING' ? (
          <>
            <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M7 12h10" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </>
        )}
      </svg>
      <span className="visually-hidden">{LABELS[icon]}:</span>
    </span>
  );
}
