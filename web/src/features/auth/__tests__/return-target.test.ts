import { COOKIES, readCookie, setCookie } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { takeReturnTarget } from '../return-target';

describe('where login goes back to', () => {
  it('prefers the page the guard sent the user from, and uses the cookie up', () => {
    setCookie(COOKIES.returnUrl, '/m/order/list?carNumber=x');

    expect(takeReturnTarget({ from: '/m/order/payment?d=D10001' })).toBe(
      '/m/order/payment?d=D10001',
    );
    expect(readCookie(COOKIES.returnUrl)).toBeNull();
  });

  it('falls back to the return-url cookie, then to home', () => {
    setCookie(COOKIES.returnUrl, '/m/common/pay/result?amount=1');
    expect(takeReturnTarget(null)).toBe('/m/common/pay/result?amount=1');
    expect(takeReturnTarget(undefined)).toBe('/m/home');
  });

  it('never leaves the app, nor goes back to the login page', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/uc/login',
      'javascript:1',
    ]) {
      setCookie(COOKIES.returnUrl, target);
      expect(takeReturnTarget({ from: target })).toBe('/m/home');
    }
  });
});
