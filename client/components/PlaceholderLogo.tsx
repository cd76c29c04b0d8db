/**
 * The placeholder logo shown where an image is missing (spec §5, §8): the museum's columned front
 * drawn in SVG, so it needs no request. `label` names it for screen readers; without one it is
 * decorative (a card whose title already says what is missing).
 */
export function PlaceholderLogo({ label, className }: { label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <div className={['placeholder-logo', className].filter(Boolean).join(' ')} {...a11y}>
      <svg viewBox="0 0 64 64" focusable="false" aria-hidden="true">
        <path d="M32 6 6 20h52L32 6Z" />
        <rect x="8" y="22" width="48" height="4" />
        <rect x="12" y="28" width="5" height="22" />
        <rect x="23" y="28" width="5" height="22" />
        <rect x="36" y="28" width="5" height="22" />
        <rect x="47" y="28" width="5" height="22" />
        <rect x="8" y="52" width="48" height="4" />
        <rect x="4" y="58" width="56" height="3" />
      </svg>
    </div>
  );
}
