import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { CarArrears } from '../components/car-arrears';

afterEach(() => changeLanguage('en-US'));

const summary = (count: number) => ({
  unPay: 200 * count,
  payCost: 200 * count,
  service: 0,
  count,
  number: '云N12345',
  orderSerials: Array.from({ length: count }, (_, index) => String(index + 1)),
  noplate: false,
});

function owed(count: number) {
  render(
    <MemoryRouter>
      <CarArrears number="云N12345" summary={summary(count)} />
    </MemoryRouter>,
  );
  const text = screen.getByRole('article', { name: '云N12345' }).textContent ?? '';
  cleanup();
  return text;
}

/** "1 orders" nowhere: a count of one is singular in English; Chinese has one form. */
describe('order counts', () => {
  it('say "1 order" and "n orders" in English, for any count', () => {
    expect(owed(1)).toContain('1 order to pay:');
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), (count) => {
        expect(owed(count)).toContain(`${count} orders to pay:`);
      }),
      { numRuns: 25 },
    );
  });

  it('say 待缴n笔 in Chinese, one as any other', async () => {
    await changeLanguage('zh-CN');
    expect(owed(1)).toContain('待缴1笔：');
    expect(owed(7)).toContain('待缴7笔：');
  });
});
