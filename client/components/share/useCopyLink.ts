import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Link Copied" shows before the button reads "Copy Link" again (spec §4, §9). */
export const COPY_CONFIRMATION_MS = 4000;

/** Copies text with the Clipboard API, else with a selected off-screen field (older browsers, insecure origins). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.left = '-10000px';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('the browser refused to copy');
}

/** `copy(text)` puts text on the clipboard; `copied` is true for the next 4 seconds. */
export function useCopyLink(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await writeClipboard(text);
    } catch (error) {
      // Spec §8: failures other than those listed are reported on the console only.
      console.error('Copying the link failed', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }, []);

  return { copied, copy };
}
