import { ScreenHeading } from '../../components/ScreenHeading';

/** A presidential china story (/preschina/:id). Only the heading for now: the screen itself is a later issue. */
export function PreschinaStoryPage() {
  return <ScreenHeading title="Presidential China" />;
}
