import type { ReactNode } from 'react';

/** A page's heading and intro; a page with no title of its own (the homepage) keeps a hidden heading. */
export function PageHeader({ title, intro, label, children }: { title: string | null; intro?: string | null; label?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      {label ? <p className="page-header__label">{label}</p> : null}
      <h1 className={title ? 'page__title' : 'visually-hidden'}>{title ?? 'Home'}</h1>
      {children}
      {intro ? <p className="page__intro">{intro}</p> : null}
    </header>
  );
}
