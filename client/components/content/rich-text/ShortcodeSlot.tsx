import { Suspense } from 'react';
import type { ShortcodeFieldsFragment } from '../../../gql/graphql';
import { lazyPart } from '../../deferred/lazyPart';

/**
 * The shortcodes' code (the sign-up, the gift annuity calculator, the reservation link): a chunk of
 * its own, so the first load of a content page without one carries none of it.
 */
const ShortcodeView = lazyPart(() => import('./ShortcodeView').then((m) => m.ShortcodeView));

/** A shortcode block of rich text, rendered by its code once loaded. */
export function ShortcodeSlot({ block }: { block: ShortcodeFieldsFragment }) {
  // Hydrating, the boundary keeps the server's markup until the code is there; after a client-side navigation it shows once loaded.
  return (
    <Suspense fallback={null}>
      <ShortcodeView block={block} />
    </Suspense>
  );
}
