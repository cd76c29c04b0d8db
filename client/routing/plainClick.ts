/** What a click says about how it was made: a DOM MouseEvent or React's. */
interface ClickKind {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a click asks only for what it reached: the main button and no modifier. A modified click
 * on a link asks the browser for a new tab or window, or a download, and is left to it.
 */
export function isPlainClick(event: ClickKind): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
