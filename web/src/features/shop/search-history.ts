/** The words a member searched the shop for, newest first, on this device only. */
const STORAGE_KEY = 'dehong.shop.searchHistory';
export const SEARCH_HISTORY_SIZE = 10;

export function readSearchHistory(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved
          .filter((words): words is string => typeof words === 'string')
          .slice(0, SEARCH_HISTORY_SIZE)
      : [];
  } catch {
    // A damaged entry is no history, not a broken screen.
    return [];
  }
}

/** Puts `words` first (once), keeping the newest SEARCH_HISTORY_SIZE; returns the new history. */
export function rememberSearch(words: string): string[] {
  const history = [words, ...readSearchHistory().filter((old) => old !== words)].slice(
    0,
    SEARCH_HISTORY_SIZE,
  );
  localStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  return history;
}

export function clearSearchHistory(): void {
  localStorage.removeItem(STORAGE_KEY);
}
