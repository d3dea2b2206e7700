import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange(key: K): void;
  /** Names the tab list for screen readers ("Profile sections"). */
  label: string;
  className?: string;
  panelClassName?: string;
}

/**
 * Tabs per the WAI-ARIA pattern: one tab stop, arrow keys (and Home, End) move between tabs, each panel is
 * labelled by its tab. Only the active panel is rendered, so a form in a tab starts afresh when shown again.
 */
export function Tabs<K extends string>({ tabs, active, onChange, label, className, panelClassName }: TabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    tabRefs.current[next]?.focus();
  };

  const current = tabs.find((tab) => tab.key === active);
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-cream-200">
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                '-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition sm:text-base',
                selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-600 hover:text-brand-700',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          tabIndex={0}
          className={panelClassName}
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
