import { ScreenHeading } from '../../components/ScreenHeading';

/** Collection object page (/collection/object/:id). Only the heading for now: the screen itself is a later issue. */
export function CollectionObjectPage() {
  return <ScreenHeading title="Collection Object" />;
}
