import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
  /** Already formatted in the reader's digits; a tab without a count shows none. */
  count?: string;
}

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop, arrow keys move along the row (mirrored in
 * right-to-left pages), Home and End jump to the ends, and moving selects.
 */
export function DashboardTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  children,
}: {
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
  children: ReactNode;
}) {
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    tabRefs.current.get(key)?.focus();
  }

  return (
    <div className="dashboard-tabs">
      <div role="tablist" aria-label={label} className="dashboard-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              className="dashboard-tabs__tab"
              onClick={() => onSelect(tab.key)}
              data-testid={`tab-${tab.key}`}
            >
              <span>{tab.label}</span>
              {tab.count === undefined ? null : (
                <span className="dashboard-tabs__count" data-testid={`tab-count-${tab.key}`}>
                  {tab.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${selected}`} aria-labelledby={`${idPrefix}-tab-${selected}`} tabIndex={0} className="dashboard-tabs__panel">
        {children}
      </div>
    </div>
  );
}
