/**
 * antd-mobile's picker wheels give a screen reader their steps in Chinese whatever the locale
 * (picker-view/wheel.js writes "当前选择的是：…", "选择上一项：…" into aria-label). While a picker
 * is open for an English reader, those labels are said in English instead.
 */
const STEPS: [RegExp, (value: string) => string][] = [
  [/^当前选择的是：(.*)$/s, (value) => `Selected: ${value}`],
  [/^当前未选择$/, () => 'Nothing selected'],
  [/^选择上一项：(.*)$/s, (value) => `Previous: ${value}`],
  [/^没有上一项$/, () => 'No previous item'],
  [/^选择下一项：(.*)$/s, (value) => `Next: ${value}`],
  [/^没有下一项$/, () => 'No next item'],
];

const WHEEL_STEPS = '[class*="picker-view-column-accessible"][aria-label]';

export function englishWheelLabels(root: ParentNode): void {
  for (const element of root.querySelectorAll(WHEEL_STEPS)) {
    const label = element.getAttribute('aria-label') ?? '';
    for (const [shape, english] of STEPS) {
      const match = shape.exec(label);
      if (match) {
        element.setAttribute('aria-label', english(match[1] ?? ''));
        break;
      }
    }
  }
}

/** Keeps the wheels' labels English until the returned function is called. */
export function watchWheelLabels(root: HTMLElement = document.body): () => void {
  englishWheelLabels(root);
  // A rewritten label no longer matches a Chinese step, so this observer never feeds itself.
  const observer = new MutationObserver(() => englishWheelLabels(root));
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => observer.disconnect();
}
