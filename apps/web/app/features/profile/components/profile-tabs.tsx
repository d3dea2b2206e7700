import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Tabs per the WAI-ARIA pattern: one tab stop, arrow keys move between tabs, each panel labelled by its tab. */
export function ProfileTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
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
    <div>
      <div role="tablist" aria-label="Profile sections" className="flex gap-1 border-b border-cream-200">
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
          className="pt-6"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
