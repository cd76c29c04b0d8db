import type { ShortcodeFieldsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { lazyPart } from '../../deferred/lazyPart';

/**
 * The shortcodes' code (the sign-up, the gift annuity calculator, the reservation link): a chunk of
 * its own, so the first load of a content page without one carries none of it.
 */
const ShortcodeView = lazyPart(() => import('./ShortcodeView').then((m) => m.ShortcodeView));

/**
 * A shortcode block of rich text, rendered by its code once loaded. Its own deferred-hydration
 * boundary holds what the visitor does until that code has hydrated it: the rich text around it may
 * be live before, and React drops a click (or the Enter that submits a form) on markup it has not
 * hydrated, so the browser would submit the calculator's form itself.
 */
export function ShortcodeSlot({ block }: { block: ShortcodeFieldsFragment }) {
  return (
    <DeferredHydration className="shortcode-slot">
      <ShortcodeView block={block} />
    </DeferredHydration>
  );
}
