import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface TabItem {
  /** The tab's anchor: the URL hash that selects it. */
  anchor: string;
  title: string;
  panel: ReactNode;
}

/**
 * Tabs (WAI-ARIA pattern, automatic activation): Left and Right move between tabs, Home and End go to
 * the ends. Choosing a tab sets the URL hash to its anchor (spec §2), so the view can be linked; a URL
 * with a tab's anchor opens that tab (after hydration: the server renders the first).
 */
export function Tabs({ tabs, label }: { tabs: readonly TabItem[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.anchor ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const anchors = tabs.map((tab) => tab.anchor).join('\n');

  useEffect(() => {
    const wanted = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (anchors.split('\n').includes(wanted)) setSelected(wanted);
  }, [location.hash, anchors]);

  const choose = (anchor: string) => {
    setSelected(anchor);
    navigate({ pathname: location.pathname, search: location.search, hash: anchor }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.anchor);
    buttons.current.get(tab.anchor)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.anchor}
            ref={(button) => {
              if (button) buttons.current.set(tab.anchor, button);
              else buttons.current.delete(tab.anchor);
            }}
            type="button"
            role="tab"
            id={tab.anchor}
            className="tabs__tab"
            aria-selected={tab.anchor === selected}
            aria-controls={`${tab.anchor}-panel`}
            tabIndex={tab.anchor === selected ? 0 : -1}
            onClick={() => choose(tab.anchor)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.anchor} role="tabpanel" id={`${tab.anchor}-panel`} aria-labelledby={tab.anchor} className="tabs__panel" tabIndex={0} hidden={tab.anchor !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
