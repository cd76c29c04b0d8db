import { Accordion } from '../Accordion';
import type { Run } from './SectionList';
import { SectionContent, SectionView } from './SectionView';

/** One run of a page's sections: a section on its own, or consecutive collapsible sections as one accordion. */
export function SectionRun({ run }: { run: Run }) {
  if (run.kind === 'single') return <SectionView section={run.section} />;
  return <Accordion items={run.sections.map((section) => ({ key: section.key, title: section.title ?? '', anchor: section.jumpLink?.anchor, content: <SectionContent section={section} /> }))} />;
}
