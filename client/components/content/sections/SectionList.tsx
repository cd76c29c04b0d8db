import type { SectionPartsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { lazyPart } from '../../deferred/lazyPart';

export type Run = { kind: 'single'; section: SectionPartsFragment } | { kind: 'accordion'; sections: SectionPartsFragment[] };

/** The sections' code: a chunk loaded when the first of them is hydrated (or shown after a navigation). */
const SectionRun = lazyPart(() => import('./SectionRun').then((m) => m.SectionRun));

/** Consecutive collapsible sections make one accordion; the rest stand alone. */
function runs(sections: readonly SectionPartsFragment[]): Run[] {
  const result: Run[] = [];
  for (const section of sections) {
    const last = result[result.length - 1];
    if (section.isCollapsible && section.title) {
      if (last?.kind === 'accordion') last.sections.push(section);
      else result.push({ kind: 'accordion', sections: [section] });
    } else result.push({ kind: 'single', section });
  }
  return result;
}

/** A page's sections in order, each hydrating (its code loaded first) when the visitor nears it (DeferredHydration). */
export function SectionList({ sections }: { sections: readonly SectionPartsFragment[] }) {
  return (
    <div className="section-list">
      {runs(sections).map((run) => (
        <DeferredHydration key={run.kind === 'single' ? run.section.key : run.sections[0]?.key}>
          <SectionRun run={run} />
        </DeferredHydration>
      ))}
    </div>
  );
}
