import { describe, expect, it } from 'vitest';
import { formText } from '../../src/restore-form-body';

/**
 * Pact JS's verifier proxy hands the request filter a form body parsed into fields (pact-js#884);
 * the filter must give the provider the same form back. The wire-level proof with both verifiers
 * is test/provider/form-bodies.test.ts.
 */
describe('the form text of parsed form fields', () => {
  it('keeps the fields in their order', () => {
    expect(formText({ phone: '13800138000', smsType: 'dynamic' })).toBe(
      'phone=13800138000&smsType=dynamic',
    );
  });

  it('gives back JSON text and Chinese exactly as they were sent', () => {
    const orders = JSON.stringify({ payeeName: '德宏自助', orders: ['PO1'], sumCost: 1500 });
    const sent = new URLSearchParams({ orders, number: '云N12345' }).toString();
    const parsed = Object.fromEntries(new URLSearchParams(sent));

    expect(formText(parsed)).toBe(sent);
  });

  it('repeats a field the form gave more than once', () => {
    expect(formText({ payCodes: ['PAY1', 'PAY2'] })).toBe('payCodes=PAY1&payCodes=PAY2');
  });

  it('refuses a nested field rather than guess its form text', () => {
    expect(() => formText({ unit: { company: 'x' } })).toThrow(/unit is nested/);
  });
});
