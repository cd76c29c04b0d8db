import { lazyPart } from '../deferred/lazyPart';
import { DialogButton } from '../DialogButton';

const ShareDialog = lazyPart(() => import('./ShareDialog').then((m) => m.ShareDialog));

/** The share button, which opens the share dialog (ShareDialog) for the page at `path` (a site path, shared as an absolute URL). */
export function ShareButton({ title, path }: { title: string; path: string }) {
  return (
    <DialogButton className="button button--secondary share-button" dialog={ShareDialog} dialogProps={{ title, path }}>
      Share
    </DialogButton>
  );
}
