import type { SectionPartsFragment } from '../../../gql/graphql';
import { DeferredHydration } from '../../deferred/DeferredHydration';
import { Accordion } from '../Accordion';
import { SectionContent, SectionView } from './SectionView';

type Run = { kind: 'single'; section: SectionPartsFragment } | { kind: 'accordion'; sections: SectionPartsFragment[] };

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

/** A page's sections in order, each hydrating when the visitor nears it (DeferredHydration). */
export function SectionList({ sections }: { sections: readonly SectionPartsFragment[] }) {
  return (
    <div className="section-list">
      {runs(sections).map((run) => (
        <DeferredHydration key={run.kind === 'single' ? run.section.key : run.sections[0]?.key}>
          {run.kind === 'single' ? (
            <SectionView section={run.section} />
          ) : (
            <Accordion items={run.sections.map((section) => ({ key: section.key, title: section.title ?? '', anchor: section.jumpLink?.anchor, content: <SectionContent section={section} /> }))} />
          )}
        </DeferredHydration>
      ))}
    </div>
  );
}
