import { Navigate, useLocation } from 'react-router-dom';
import { useRenderCollector } from './RenderContext';

interface RedirectProps {
  to: string;
  /** A page that moved for good (an old address): the server answers 301, so search engines move their links. */
  permanent?: boolean;
  /** Carry the request's query string along (an old search address's terms). */
  keepQuery?: boolean;
}

/** A route that redirects: the server answers with a redirect (302, or 301 when permanent), the browser navigates in place. */
export function Redirect({ to, permanent = false, keepQuery = false }: RedirectProps) {
  const collector = useRenderCollector();
  const { search } = useLocation();
  const target = keepQuery ? `${to}${search}` : to;
  if (collector) {
    collector.redirect = target;
    if (permanent) collector.status = 301;
    return null;
  }
  return <Navigate to={target} replace />;
}
