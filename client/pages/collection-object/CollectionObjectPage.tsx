import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { queryKey } from '../../data/queryKey';
import { useQuerySource } from '../../data/QuerySourceContext';
import { Loader } from '../../components/Loader';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { objectRoute } from './objectRoute';
import { ObjectView } from './ObjectView';
import { NotFoundView, UnavailableView } from '../statusViews';

/**
 * Drops an object's data from the client cache when the page moves to another id or is left (spec
 * §2: the page reloads its data when the id changes and clears it on leaving), so coming back shows
 * the record as it is then, not as it was.
 */
function useClearOnLeave(id: string): void {
  const source = useQuerySource();
  useEffect(
    () => () =>
      source.forget(queryKey(objectRoute.document.name, { id }), (cache) => {
        // The object itself (and its images, cards…) is collected once no query points at it any more.
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'collectionObject', args: { id } });
        cache.gc();
      }),
    [source, id],
  );
}

/**
 * Collection object page (/collection/object/:id): a loader while loading, the not-found view (404)
 * for an unknown or malformed id, the unavailable view (503) when the collection service is down.
 */
export function CollectionObjectPage() {
  const id = useParams().id ?? '';
  useClearOnLeave(id);
  const { data, loading, failed } = useRouteQuery(objectRoute);
  if (loading && !data) return <Loader label="Loading object" />;
  const object = data?.collectionObject;
  if (!object) return failed ? <UnavailableView /> : <NotFoundView />;
  return <ObjectView object={object} />;
}
