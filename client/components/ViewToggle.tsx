import './view-toggle.css';

/** How a listing lays its cards out. */
export type ListLayout = 'grid' | 'list';

interface ViewToggleProps {
  /** The group's accessible name, for example "Layout of results". */
  label: string;
  layout: ListLayout;
  onLayout: (layout: ListLayout) => void;
}

/** The grid or list choice of a listing; hidden on mobile, where listings have one layout (spec §2). */
export function ViewToggle({ label, layout, onLayout }: ViewToggleProps) {
  return (
    <div className="view-toggle" role="group" aria-label={label}>
      {(['grid', 'list'] as const).map((option) => (
        <button key={option} type="button" className="view-toggle__button" aria-pressed={layout === option} onClick={() => onLayout(option)}>
          {option === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
