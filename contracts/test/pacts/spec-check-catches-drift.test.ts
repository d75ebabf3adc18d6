import { describe, expect, it } from 'vitest';
import { SpecConformance } from '../../src/conformance';
import { readPacts, type PactFile, type PactInteraction } from '../../src/pact-files';

const conformance = new SpecConformance();
const pacts = new Map(readPacts().map(({ service, pact }) => [service, pact]));

/** A copy of a committed interaction, to be broken on purpose. */
function interaction(
  service: string,
  description: string,
): { pact: PactFile; copy: PactInteraction } {
  const pact = pacts.get(service as never);
  const found = pact?.interactions.find((each) => each.description === description);
  if (!pact || !found) throw new Error(`No interaction "${description}" in the ${service} pact`);
  return { pact, copy: structuredClone(found) };
}

type JsonObject = Record<string, unknown>;
const responseData = (copy: PactInteraction) =>
  (copy.response.body as { content: JsonObject }).content.data as JsonObject;

function formFields(copy: PactInteraction): URLSearchParams {
  return new URLSearchParams(copy.request.body?.content as string);
}

function setFormFields(copy: PactInteraction, fields: URLSearchParams): void {
  copy.request.body = { ...copy.request.body, content: fields.toString() };
}

/** The check fails, naming the interaction and the finding. */
async function expectRefused(
  pact: PactFile,
  copy: PactInteraction,
  finding: RegExp,
): Promise<void> {
  const named = new RegExp(`"${copy.description.replace(/[()]/g, '\\$&')}"`);
  const failure = conformance.assertConforms(pact, copy);
  await expect(failure).rejects.toThrow(named);
  await expect(failure).rejects.toThrow(finding);
}

/**
 * The spec check must bite: each test breaks a real interaction of the committed pacts the way a
 * careless consumer change would, and the check refuses it, naming the interaction.
 */
describe('the pact-against-spec check', () => {
  it('accepts the unbroken interaction (so the refusals below are about the breakage)', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    await expect(conformance.assertConforms(pact, copy)).resolves.toBeUndefined();
  });

  it('refuses a path the spec does not have', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    copy.request.path = '/user/v1/api/member/wallet';
    await expectRefused(pact, copy, /request\.path-or-method\.unknown/);
  });

  it('refuses a method the spec does not have on the path', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    copy.request.method = 'POST';
    await expectRefused(pact, copy, /request\.path-or-method\.unknown/);
  });

  it('refuses a response field the spec does not have (a renamed field)', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    const data = responseData(copy);
    data.balance = data.funds;
    delete data.funds;
    await expectRefused(pact, copy, /additional properties - balance/);
  });

  it('refuses a response field of another type', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    responseData(copy).funds = '50.00';
    await expectRefused(pact, copy, /response\.body\.data\.funds: .*must be integer/);
  });

  it('refuses an enum value the spec does not list', async () => {
    const { pact, copy } = interaction('parking', 'a request for an order to pay');
    responseData(copy).status = 23;
    await expectRefused(pact, copy, /response\.body\.data\.status/);
  });

  it('refuses a response status the operation does not document', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    copy.response.status = 404;
    await expectRefused(pact, copy, /response\.status\.unknown/);
  });

  it('refuses a query parameter the spec does not have', async () => {
    const { pact, copy } = interaction(
      'parking',
      'a request for the first page of the orders of a plate',
    );
    (copy.request.query as Record<string, string[]>).sort = ['desc'];
    await expectRefused(pact, copy, /request\.query\.unknown/);
  });

  it('refuses a call without the Authorization header the operation requires', async () => {
    const { pact, copy } = interaction('user', 'a request for the member funds');
    delete copy.request.headers?.Authorization;
    await expectRefused(pact, copy, /request\.authorization\.missing/);
  });

  it('refuses a form field value the spec refuses', async () => {
    const { pact, copy } = interaction('sso', 'a login with the encrypted phone and SMS code');
    const fields = formFields(copy);
    fields.set('needUserinfo', '2');
    setFormFields(copy, fields);
    await expectRefused(pact, copy, /request\.body\.needUserinfo/);
  });

  it('refuses pay order JSON text without a member the spec requires', async () => {
    const { pact, copy } = interaction(
      'pay',
      "a request to publish the pay order of a plate's arrears",
    );
    const fields = formFields(copy);
    const { sumCost: _sumCost, ...withoutSumCost } = JSON.parse(
      fields.get('orders') ?? '{}',
    ) as JsonObject;
    fields.set('orders', JSON.stringify(withoutSumCost));
    setFormFields(copy, fields);
    await expectRefused(pact, copy, /request\.body\.orders: .*required property 'sumCost'/);
  });

  it('refuses pay order JSON text with an order type the spec does not list', async () => {
    const { pact, copy } = interaction(
      'pay',
      "a request to publish the pay order of a plate's arrears",
    );
    const fields = formFields(copy);
    fields.set(
      'orders',
      JSON.stringify({
        ...(JSON.parse(fields.get('orders') ?? '{}') as JsonObject),
        orderType: 'gift',
      }),
    );
    setFormFields(copy, fields);
    await expectRefused(pact, copy, /request\.body\.orders\.orderType/);
  });

  it('refuses a JSON-text field that is not JSON', async () => {
    const { pact, copy } = interaction(
      'pay',
      "a request to publish the pay order of a plate's arrears",
    );
    const fields = formFields(copy);
    fields.set('orders', 'orderType=parking');
    setFormFields(copy, fields);
    await expectRefused(pact, copy, /request\.body\.orders: .*must be object/);
  });
});
