import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  /** The tab's anchor: selecting the tab sets the URL hash to it (spec §4). */
  anchor: string;
  label: ReactNode;
  panel: ReactNode;
}

/** What names the tab list: the id of an element (for example a "Filter by:" label), or a text. */
type TabsName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type TabsProps = TabsName & {
  tabs: TabItem[];
  className?: string;
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move between tabs and
 * select them; the selected tab's anchor becomes the URL hash (without a navigation), and a hash
 * naming a tab selects it once the page is live.
 */
export function Tabs({ labelledBy, label, tabs, className }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const fromHash = tabs.findIndex((tab) => `#${tab.anchor}` === window.location.hash);
    if (fromHash >= 0) setSelected(fromHash);
    // Only the hash the page was opened with selects a tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = (index: number, focus: boolean) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(index);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${tab.anchor}`);
    if (focus) buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className={`tabs${className ? ` ${className}` : ''}`}>
      <div className="tabs__list" role="tablist" aria-labelledby={labelledBy} aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.anchor}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}tab-${tab.anchor}`}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}panel-${tab.anchor}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.anchor} role="tabpanel" id={`${id}panel-${tab.anchor}`} aria-labelledby={`${id}tab-${tab.anchor}`} className="tabs__panel" hidden={index !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
