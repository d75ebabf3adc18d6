import { PHONE_MIN_LENGTH } from './constants';

/** Spec section 5: a phone shorter than 11 characters is wrong. */
export function isPhoneLongEnough(phone: string): boolean {
  return phone.length >= PHONE_MIN_LENGTH;
}

/** 13800138000 -> 138****8000 for the mine tab. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
