import { ScreenHeading } from '../../components/ScreenHeading';

/** Presidential china grid (/preschina). Only the heading for now: the screen itself is a later issue. */
export function PreschinaGridPage() {
  return <ScreenHeading title="Presidential China, 1780–1980" />;
}
