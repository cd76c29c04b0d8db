import { ExploreMore } from './ExploreMore';
import { ObjectDetails } from './ObjectDetails';
import { ObjectDisclaimer } from './ObjectDisclaimer';
import type { ObjectData } from './objectData';
import { ObjectHistory } from './ObjectHistory';
import { RelatedObjects } from './RelatedObjects';

/** The object page below its image and summary: the record, its history, the disclaimer, "More like this" and "Explore more". */
export function ObjectMore({ object }: { object: ObjectData }) {
  return (
    <>
      <ObjectDetails object={object} />
      <ObjectHistory object={object} />
      <ObjectDisclaimer path={object.url} />
      {/* A new object's carousel starts at its first slide. */}
      <RelatedObjects key={object.id} objects={object.relatedObjects} />
      <ExploreMore items={object.relatedContent} />
    </>
  );
}
