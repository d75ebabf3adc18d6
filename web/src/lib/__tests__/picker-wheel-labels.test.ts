import { describe, expect, it } from 'vitest';
import { englishWheelLabels } from '../picker-wheel-labels';

/** The accessible steps antd-mobile's picker wheel writes (picker-view/wheel.js). */
function wheel(current: string, previous: string | null, next: string | null) {
  const root = document.createElement('div');
  root.innerHTML = `<div class="adm-picker-view-column-accessible">
    <div class="adm-picker-view-column-accessible-current" role="button" aria-label="当前选择的是：${current}">-</div>
    <div class="adm-picker-view-column-accessible-button" aria-label="${previous ? `选择上一项：${previous}` : '没有上一项'}">-</div>
    <div class="adm-picker-view-column-accessible-button" aria-label="${next ? `选择下一项：${next}` : '没有下一项'}">-</div>
  </div>`;
  return root;
}

const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));

describe("the date wheels' screen-reader steps for an English reader", () => {
  it('says the selected day and the steps before and after it in English', () => {
    const root = wheel('28', '27', '29');
    englishWheelLabels(root);
    expect(labels(root)).toEqual(['Selected: 28', 'Previous: 27', 'Next: 29']);
  });

  it('says when there is no step before or after', () => {
    const root = wheel('1', null, null);
    englishWheelLabels(root);
    expect(labels(root)).toEqual(['Selected: 1', 'No previous item', 'No next item']);
  });
});
