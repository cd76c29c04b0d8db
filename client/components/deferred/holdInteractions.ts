import { flushSync } from 'react-dom';
import { opensHere } from '../../routing/inPlaceLink';
import { isPlainClick } from '../../routing/plainClick';
import type { HydrationGate } from './hydrationGate';
import { onIntentWithin } from './intentEvents';

export interface HoldOptions {
  /** Keys the widget acts on itself (arrow keys of a grid): held like clicks. Others act natively (Enter and Space click). */
  keys?: ReadonlySet<string>;
  /** Whether React could not take a click now (its code or its gate is not there yet); by default, until hydrated. */
  mustHold?: () => boolean;
}

/**
 * Keeps the visitor's first moves on server-rendered markup that has not hydrated (`gate`): a sign
 * of intent inside `element` opens the gate; a click, or a press of one of `keys`, that React could
 * not take yet is held and replayed on the same element once hydrated (hydration keeps the
 * server's DOM nodes), so none is lost. A click on a link that the browser acts on itself (for a
 * new tab or window, a download) is left to it. Listens on the document in the capture phase: React stops
 * events aimed at markup it has not hydrated at its root, before any listener inside it. Returns a
 * function that stops listening and drops what is held.
 */
export function holdInteractions(element: HTMLElement, gate: HydrationGate, { keys = new Set(), mustHold = () => !gate.hydrated }: HoldOptions = {}): () => void {
  const held: Array<() => void> = [];
  let holdsKeys = false;
  let listening = true;
  const onAct = (event: Event) => {
    if (!(event.target instanceof Element) || !element.contains(event.target)) return;
    if (event instanceof KeyboardEvent && !keys.has(event.key)) return;
    const hold = mustHold() && !leftToTheBrowser(event);
    gate.open();
    if (!hold) return;
    event.preventDefault();
    event.stopPropagation();
    const { target } = event;
    if (event instanceof KeyboardEvent) {
      holdsKeys = true;
      const init: KeyboardEventInit = { key: event.key, code: event.code, shiftKey: event.shiftKey, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true };
      // Each key in its own synchronous render: the widget moves focus from where the previous key left it.
      held.push(() => flushSync(() => target.dispatchEvent(new KeyboardEvent('keydown', init))));
    } else {
      const { detail, button, shiftKey, altKey, ctrlKey, metaKey } = event as MouseEvent;
      held.push(() => target.dispatchEvent(new MouseEvent('click', { detail, button, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true })));
    }
  };
  const stopIntent = onIntentWithin(element, gate.open);
  const stop = () => {
    if (!listening) return;
    listening = false;
    stopIntent();
    document.removeEventListener('click', onAct, true);
    document.removeEventListener('keydown', onAct, true);
  };
  document.addEventListener('click', onAct, true);
  document.addEventListener('keydown', onAct, true);
  void gate.whenHydrated.then(() => {
    if (!listening) return;
    stop();
    const focused = document.activeElement;
    if (holdsKeys && focused instanceof HTMLElement && element.contains(focused)) {
      // The focus arrived before the widget was live: focus it again so the widget knows where it is.
      flushSync(() => {
        focused.blur();
        focused.focus({ preventScroll: true });
      });
    }
    for (const replay of held.splice(0)) replay();
  });
  return () => {
    stop();
    held.length = 0;
  };
}

/**
 * A click on a link that the browser acts on whatever the page does: modified (a new tab or window,
 * a download), or on a link that opens another window or saves a file. A plain click on a link to
 * another site is held: the page may open it otherwise (a ticket link opens the store in a dialog).
 */
function leftToTheBrowser(event: Event): boolean {
  const link = event instanceof MouseEvent && event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && (!isPlainClick(event as MouseEvent) || !opensHere(link));
}
