import { usePageMeta } from '../render/RenderContext';

/** A screen that so far shows only its heading (its body belongs to a later issue). */
export function ScreenHeading({ title }: { title: string }) {
  usePageMeta({ title });
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
    </div>
  );
}
