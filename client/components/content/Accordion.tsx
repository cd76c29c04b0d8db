import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  key: string;
  title: string;
  /** The anchor jump links point at, when the item has one. */
  anchor?: string | null;
  content: ReactNode;
}

/**
 * Collapsible sections as one accordion (WAI-ARIA pattern): each heading holds a button that opens
 * and closes its panel; Up and Down move between the headings, Home and End go to the first and
 * last. Panels start closed (`defaultOpen`: open); a panel whose anchor the URL names opens. In a
 * listing's view-all mode (`forcedOpen`, spec §4) every panel is open and the buttons are disabled.
 */
export function Accordion({ items, headingLevel = 2, defaultOpen = false, forcedOpen = false }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3; defaultOpen?: boolean; forcedOpen?: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen ? items.map((item) => item.key) : []));
  // Items added later (a listing's "View More") open as the first ones did.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(items.map((item) => item.key)));
  const added = items.filter((item) => !seen.has(item.key));
  if (added.length) {
    setSeen(new Set(items.map((item) => item.key)));
    if (defaultOpen) setOpen(new Set([...open, ...added.map((item) => item.key)]));
  }
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[(target + items.length) % items.length];
    if (item) buttons.current.get(item.key)?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = forcedOpen || open.has(item.key);
        const buttonId = `${id}-${index}-button`;
        const panelId = `${id}-${index}-panel`;
        return (
          <div key={item.key} className="accordion__item" id={item.anchor ?? undefined}>
            <Heading className="accordion__heading">
              <button
                ref={(button) => {
                  if (button) buttons.current.set(item.key, button);
                  else buttons.current.delete(item.key);
                }}
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-disabled={forcedOpen || undefined}
                onClick={() => {
                  if (!forcedOpen) toggle(item.key);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {item.title}
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
