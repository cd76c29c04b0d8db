import { useParams } from 'react-router-dom';
import { ScreenHeading } from '../../components/ScreenHeading';

/** All past exhibitions of one year (/calendar/past-exhibitions/view-all/:year). Heading only for now. */
export function PastExhibitionsYearPage() {
  const { year } = useParams();
  return <ScreenHeading title={year && /^\d{4}$/.test(year) ? `All ${year} Exhibitions` : 'Past Exhibitions'} />;
}
