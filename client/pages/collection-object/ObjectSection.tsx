import type { ReactNode } from 'react';

/** A titled part of the object page: a region named by its heading. */
export function ObjectSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="object-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
