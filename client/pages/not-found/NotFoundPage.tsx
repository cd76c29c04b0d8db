import { NotFoundView } from './NotFoundView';

/** The explicit /not-found route. */
export function NotFoundPage() {
  return <NotFoundView />;
}
