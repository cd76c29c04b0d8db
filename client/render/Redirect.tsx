import { Navigate } from 'react-router-dom';
import { useRenderCollector } from './RenderContext';

/** A route that redirects: the server answers with a redirect, the browser navigates in place. */
export function Redirect({ to }: { to: string }) {
  const collector = useRenderCollector();
  if (collector) {
    collector.redirect = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
