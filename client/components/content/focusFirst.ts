import { tabbableElements } from '../focusable';

/** Moves focus to the first tabbable element inside, else to the element itself (made focusable for it). */
export function focusFirstIn(element: HTMLElement): void {
  const [first] = tabbableElements(element);
  if (first) {
    first.focus();
    return;
  }
  element.tabIndex = -1;
  element.focus();
}
