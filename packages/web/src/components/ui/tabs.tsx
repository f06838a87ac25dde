import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the tab order. The caller owns the selection (a
 * machine's mode, or plain UI state).
 */
export const Tabs = <T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) => {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  const panelId = `${baseId}-panel`;

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.value))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    moveTo(index);
  };

  return (
    <div className={styles.tabs}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.value}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.value === selected}
            aria-controls={panelId}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Not named after its tab on purpose: a tab and a field often share a word ("Email",
          "Username"), and the field must stay the one thing that label names. */}
      <div id={panelId} role="tabpanel" className={styles.panel}>
        {children}
      </div>
    </div>
  );
};
