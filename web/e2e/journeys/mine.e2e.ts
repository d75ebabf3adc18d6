import { fenToYuan, pointsFromIntegral } from '@dehong/api-spec/domain';
import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const member = FIXTURES.plates.member; // 云ND66666: yearly card, 30 more days
const ordinary = FIXTURES.plates.arrears; // 云N12345: no membership

describe('the mine tab', () => {
  it('shows the member’s figures and a premium card for a plate with a membership, an ordinary one otherwise', async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await openTab(page, '我的');

    const account = page.getByRole('region', { name: '我的账户' });
    await account.getByText('138****8000').waitFor();
    const held = await admin.user(userA.phone);
    await account.getByRole('link', { name: `¥${fenToYuan(held.funds)} 余额` }).waitFor();
    await account
      .getByRole('link', { name: `${pointsFromIntegral(held.integral)} 积分` })
      .waitFor();
    await account.getByRole('link', { name: `${held.unusedCoupons} 优惠券` }).waitFor();

    const vehicles = page.getByRole('region', { name: '我的车辆' });
    const { membership } = await admin.plate(member.number);
    expect(membership).not.toBeNull();
    const premium = vehicles.getByRole('article', { name: member.number });
    await premium.getByText(`尊享会员 · ${membership?.service}`).waitFor();
    await premium.getByText(`有效期至 ${membership?.end}`).waitFor();
    await premium.getByRole('link', { name: '续费' }).waitFor();

    expect((await admin.plate(ordinary.number)).membership).toBeNull();
    const plain = vehicles.getByRole('article', { name: ordinary.number });
    await plain.getByText('普通会员').waitFor();
    await plain.getByRole('link', { name: '去办卡' }).waitFor();
  });
});
