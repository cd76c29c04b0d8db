import { Suspense, use } from 'react';
import type { ShortcodeFieldsFragment } from '../../../gql/graphql';
import { loadOnce } from '../../../routing/loadOnce';

/**
 * The shortcodes' code (the sign-up, the gift annuity calculator, the reservation link): a chunk of
 * its own, so the first load of a content page without one carries none of it. The server loads it
 * before its first render (entry-server.tsx), so pages are rendered whole.
 */
const shortcodeCode = loadOnce(() => import('./ShortcodeView').then(({ ShortcodeView }) => ShortcodeView));
export const loadShortcodes = shortcodeCode.load;

function Shortcode({ block }: { block: ShortcodeFieldsFragment }) {
  // Hydrating, the boundary keeps the server's markup until the code is there; after a client-side navigation it shows once loaded.
  const View = shortcodeCode.current() ?? use(shortcodeCode.load());
  return <View block={block} />;
}

/** A shortcode block of rich text, rendered by its code once loaded. */
export function ShortcodeSlot({ block }: { block: ShortcodeFieldsFragment }) {
  return (
    <Suspense fallback={null}>
      <Shortcode block={block} />
    </Suspense>
  );
}
