import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripItem {
  key: string;
  title: ReactNode;
}

/** The id of a strip's tab, for the panel it controls (`aria-labelledby`). */
export const tabIdOf = (strip: string, key: string) => `${strip}-tab-${key}`;

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of tabs in plain markup, with the look of antd-mobile's Tabs but without its chunk (some
 * 70 KB gzip the pages owners open cold at the kerb waited for before their first screen). The
 * ARIA tabs pattern with manual activation: one tab in the tab order, the arrow keys, Home and End
 * move between them, Enter or Space (or a tap) selects; selecting may start something (the no-plate
 * type ends a space's no-plate order), so moving never selects by itself. `panel`: the id of the
 * tabpanel the caller renders for the selected tab, if any. `fill`: the tabs share the width and
 * wrap their words (a narrow phone never hides one behind a scroll).
 */
export function TabStrip({
  id,
  items,
  activeKey,
  onChange,
  label,
  panel,
  fill = false,
  className,
}: {
  id: string;
  items: readonly TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  label?: string;
  panel?: string;
  fill?: boolean;
  className?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const focusable = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT[event.key];
    if (!next) return;
    event.preventDefault();
    const tabs = list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    tabs?.item(next(index, tabs.length))?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={[styles.list, fill ? styles.fill : '', className ?? ''].join(' ')}
    >
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            id={tabIdOf(id, item.key)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panel}
            tabIndex={item.key === focusable ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
            onKeyDown={(event) => move(event, index)}
          >
            <span className={styles.title}>{item.title}</span>
          </button>
        );
      })}
    </div>
  );
}
