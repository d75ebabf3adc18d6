import { describe, expect, it } from 'vitest';
import { serviceVerification, summaryLines, verifierJsonOf } from '../../src/verification-report';

/** The shape of the verifier core's JSON report (abridged from a real failed run). */
const FAILED_RUN = JSON.stringify({
  result: false,
  errors: [
    {
      interaction:
        "Verifying a pact between dehong-parking-web and operator-parking Given user {phone} is logged in - a request for the member's order totals",
      mismatch: {
        type: 'mismatches',
        mismatches: [
          {
            path: '$.data.arrears',
            mismatch: "Expected '15.00' (String) to be an integer",
            type: 'BodyMismatch',
          },
        ],
      },
    },
    {
      interaction:
        'Verifying a pact between dehong-parking-web and operator-parking - a request for the street parking lots',
      mismatch: { type: 'error', message: 'error sending request for url' },
    },
    {
      interaction: 'Verifying a pact between dehong-parking-web and operator-parking',
      mismatch: { type: 'error', message: 'Failed to load pact' },
    },
  ],
  interactionResults: [
    { description: "a request for the member's order totals", result: 'Error' },
    { description: 'a request for the street parking lots', result: 'Error' },
    { description: 'a request for a paid order', result: 'OK' },
  ],
  notices: [],
  output: [],
  pendingErrors: [],
});

describe('a verification report', () => {
  it('tells each interaction that failed from those that passed, with the mismatches', () => {
    const report = serviceVerification('operator-parking', verifierJsonOf(FAILED_RUN)!);

    expect(report.passed).toBe(false);
    expect(report.interactions).toEqual([
      {
        description: "a request for the member's order totals",
        passed: false,
        problems: ["$.data.arrears -> Expected '15.00' (String) to be an integer"],
      },
      {
        description: 'a request for the street parking lots',
        passed: false,
        problems: ['error sending request for url'],
      },
      { description: 'a request for a paid order', passed: true, problems: [] },
    ]);
    expect(report.otherProblems).toEqual([
      'Verifying a pact between dehong-parking-web and operator-parking: Failed to load pact',
    ]);
  });

  it('sums up as plain lines naming each failed interaction and why', () => {
    const report = serviceVerification('operator-parking', verifierJsonOf(FAILED_RUN)!);

    expect(summaryLines(report)).toEqual([
      'operator-parking: 2 of 3 interactions failed',
      "  ✗ a request for the member's order totals",
      "      $.data.arrears -> Expected '15.00' (String) to be an integer",
      '  ✗ a request for the street parking lots',
      '      error sending request for url',
      '  ✗ Verifying a pact between dehong-parking-web and operator-parking: Failed to load pact',
    ]);
  });

  it('sums up a passing run as a count', () => {
    const passing = {
      result: true,
      errors: [],
      interactionResults: [{ description: 'a', result: 'OK' }],
    };

    expect(summaryLines(serviceVerification('operator-sso', passing))).toEqual([
      'operator-sso: 1 of 1 interactions verified',
    ]);
  });

  it('says a run failed even when no interaction did (a pact that would not load)', () => {
    const unloadable = {
      result: false,
      errors: [
        {
          interaction: 'Failed to load pact',
          mismatch: { type: 'error', message: 'No pacts found' },
        },
      ],
      interactionResults: [],
    };

    expect(summaryLines(serviceVerification('operator-pay', unloadable))).toEqual([
      'operator-pay: verification failed',
      '  ✗ Failed to load pact: No pacts found',
    ]);
  });

  it('is not read from text that is no report (a crash message)', () => {
    expect(verifierJsonOf('Verification was unable to run')).toBeNull();
    expect(verifierJsonOf('{"unrelated": true}')).toBeNull();
  });
});
