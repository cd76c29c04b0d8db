/** Stands in for a missing image (spec §5: an image without a source shows a placeholder logo); decorative. */
export function PlaceholderLogo({ className }: { className?: string }) {
  return (
    <svg className={['placeholder-logo', className].filter(Boolean).join(' ')} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 8 6 22h52L32 8Zm-22 18v4h44v-4H10Zm4 8v16h6V34h-6Zm10 0v16h6V34h-6Zm10 0v16h6V34h-6Zm10 0v16h6V34h-6ZM8 52v4h48v-4H8Z" />
    </svg>
  );
}
