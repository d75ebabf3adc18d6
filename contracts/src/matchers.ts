import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import { DATE, DATE_TIME } from './examples';
import { specEnum, specPattern, specPropertyPattern } from './spec';

const { regex, integer, string, decimal, fromProviderState } = MatchersV3;

/*
 * Matchers in the words of the operator API. Formats come from openapi.yaml itself, so a pact can
 * never accept a plate, serial or time that the spec would refuse.
 */

export const plate = (example: string) => regex(specPattern('Plate'), example);
export const serial = (example: string) => regex(specPattern('Serial'), example);
export const payCode = (example: string) => regex(specPattern('PayCode'), example);
export const phone = (example: string) => regex(specPattern('Phone'), example);
export const deviceCode = (example: string) => regex(specPattern('DeviceCode'), example);
export const dateTime = (example: string = DATE_TIME) => regex(specPattern('DateTime'), example);
export const date = (example: string = DATE) => regex(specPattern('Date'), example);
/** An area code of a station (`5331...`); its first 6 characters give the county. */
export const stationArea = (example: string) =>
  regex(specPropertyPattern('Order', 'code'), example);

/** Money: integer fen. */
export const fen = (example: number) => integer(example);
export const count = (example: number) => integer(example);
export const minutes = (example: number) => integer(example);
/**
 * An e-mail address (the spec gives `format: email`, no pattern): one `@`, a dotted domain, no
 * spaces.
 */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
export const email = (example: string) => regex(EMAIL_PATTERN, example);
/** A captcha picture as the app shows it: a base64 data URL of an SVG, PNG or JPEG. */
export const CAPTCHA_IMAGE_PATTERN = '^data:image/(svg\\+xml|png|jpeg);base64,[A-Za-z0-9+/=]+$';
/** Text the app shows as it is (names, addresses, messages). */
export const text = (example: string) => string(example);
export const coordinate = (example: number) => decimal(example);

/**
 * One of the values of an enum of the spec (`PlateType`, `MembershipCard.reserve`, `PayType`), for
 * a field whose every value the app handles, where the example alone would pin one. For integers
 * the Rust core combines both rules (integer AND regex) from this matching-rule expression.
 */
export function oneOf(enumName: string, example: number): Matcher<number>;
export function oneOf(enumName: string, example: string): Matcher<string>;
export function oneOf(enumName: string, example: number | string): Matcher<number | string> {
  const values = specEnum(enumName);
  if (!values.includes(example)) throw new Error(`${example} is not one of ${enumName}`);
  const pattern = `^(${values.join('|')})$`;
  if (typeof example === 'string') return regex(pattern, example);
  return {
    'pact:matcher:type': `matching(integer, ${example}), matching(regex, '${pattern}', '${example}')`,
    value: example,
  };
}

/**
 * A count or an amount the interaction's states make non-zero (arrears of the orders to pay, a
 * balance): an integer above 0, so a provider that ignored the state (answering 0) fails.
 */
export function positive(example: number): Matcher<number> {
  if (!Number.isInteger(example) || example <= 0) throw new Error(`${example} is not positive`);
  return {
    'pact:matcher:type': `matching(integer, ${example}), matching(regex, '^[1-9][0-9]*$', '${example}')`,
    value: example,
  };
}

/** `{token_type} {access_token}` as the client sends it; the token format the pacts accept. */
export const BEARER_PATTERN = '^Bearer [A-Za-z0-9]+$';

/**
 * The Authorization header of a signed-in member. The example token means nothing to a provider,
 * so the header is injected from the provider state: the setup of "user {phone} is logged in"
 * answers `{ "token": "..." }` and the verifier sends `Bearer <token>`
 * (`fromProviderState` in https://github.com/pact-foundation/pact-js/blob/master/docs/matching.md).
 */
export function bearerFromProviderState(exampleToken: string): Matcher<string> {
  return {
    'pact:matcher:type': 'regex',
    regex: BEARER_PATTERN,
    'pact:generator:type': 'ProviderState',
    expression: 'Bearer ${token}',
    value: `Bearer ${exampleToken}`,
  } as Matcher<string>;
}

/** A token the client holds only because the provider issued it (the refresh token). */
export const issuedByProviderState = (answer: string, example: string) =>
  fromProviderState(`\${${answer}}`, example);
