/** Spinner shown while a screen's data loads; announced politely to screen readers. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
