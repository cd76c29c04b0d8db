import { DeferredHydration } from '../../../components/deferred/DeferredHydration';
import { lazyPart } from '../../../components/deferred/lazyPart';
import type { DetailActionsProps } from './DetailActions';

// Its code (the dialogs' buttons) is not needed to hydrate the page.
const DetailActions = lazyPart(() => import('./DetailActions').then((m) => m.DetailActions));

/**
 * A detail page's actions row: in the server's HTML as it is, live once the page has loaded, as
 * soon as the visitor reaches into it (a click meanwhile is held and replayed), or when what it
 * shares changes (another date chosen).
 */
export function DetailActionsRow(props: DetailActionsProps) {
  return (
    <DeferredHydration className="detail-actions" afterLoad opensWith={props.sharePath}>
      <DetailActions {...props} />
    </DeferredHydration>
  );
}
