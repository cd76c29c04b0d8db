import type { ReactNode } from 'react';

/**
 * A collapsible section, closed at first: a native disclosure, so it opens with the keyboard and
 * without JavaScript, and its content is in the server-rendered page (found by search engines and
 * by the browser's find-in-page).
 */
export function Collapsible({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <details className={['collapsible', className].filter(Boolean).join(' ')}>
      <summary className="collapsible__summary">
        <h2 className="collapsible__title">{title}</h2>
      </summary>
      <div className="collapsible__body">{children}</div>
    </details>
  );
}
