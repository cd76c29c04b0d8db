/**
 * The download helper (content spec §7): fetches a file as a blob and saves it under a name, which a
 * plain link cannot do for another origin's file. If the fetch fails the browser is sent to the file
 * itself, so the visitor still gets it (and the failure goes to the console only, spec §8).
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let href: string;
  try {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    href = URL.createObjectURL(await response.blob());
  } catch (error) {
    console.error('Downloading the file failed; opening it instead', error);
    window.location.assign(url);
    return;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
