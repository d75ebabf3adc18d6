import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { failure, http, newApi, signIn, startTestSimulator } from './support/simulator';

describe('news and activities', () => {
  it('has 25 articles in 4 types, newest first, 10 a page; recommended ones for the home tab', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const types = await api.listNewsTypes();
    const all = await api.listNews({ pageSize: 10 });
    const third = await api.listNews({ pageSize: 10, page: 3 });

    expect(types).toHaveLength(FIXTURES.counts.newsTypes);
    expect(types.reduce((sum, type) => sum + type.total, 0)).toBe(25);
    expect(all).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(third.list).toHaveLength(5);
    expect(all.list.map((n) => n.createTime)).toEqual(
      all.list
        .map((n) => n.createTime)
        .sort()
        .reverse(),
    );
    const recommended = await api.listNews({ recommend: 1, pageSize: 50 });
    expect(recommended.list.length).toBeGreaterThan(0);
    expect(recommended.list.every((n) => n.recommend === 1)).toBe(true);
  });

  it('narrows by type, classification and words in the title', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const [first] = await api.listNewsTypes();
    const ofType = await api.listNews({ type: first!.serial, pageSize: 50 });
    expect(ofType.total).toBe(first!.total);
    expect(ofType.list.every((n) => n.type === first!.serial)).toBe(true);
    const word = ofType.list[0]!.title.slice(0, 2);
    const found = await api.listNews({ name: word, pageSize: 50 });
    expect(found.list.every((n) => n.title.includes(word))).toBe(true);
    expect((await api.listNews({ name: '不存在的标题' })).total).toBe(0);
    expect((await api.listNews({ classification: 1, pageSize: 50 })).total).toBeGreaterThan(0);
  });

  it('serves article pages and cover pictures', async () => {
    const sim = await startTestSimulator();
    const [article] = (await newApi(sim).listNews({ pageSize: 1 })).list;
    const page = await fetch(sim.url + article!.url);
    expect(await page.text()).toContain(article!.title);
    const cover = await fetch(sim.url + article!.cover);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    // A drawing without words: the title is the page's text, in the reader's language.
    expect(await cover.text()).not.toContain('<text');
  });

  it('has 12 activities, searchable by name', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const page = await api.listActivities({ pageSize: 10 });
    expect(page.total).toBe(12);
    expect(page.list).toHaveLength(10);
    const [hit] = (await api.listActivities({ name: '月卡' })).list;
    expect(hit?.title).toContain('月卡');
  });
});

describe('app configuration, banners, menus', () => {
  it('publishes the hotline, agreement, footer, notice, public-account marker and fee rules', async () => {
    const sim = await startTestSimulator();
    const config = await newApi(sim).showAppConfig();
    expect(config).toMatchObject({
      hotline: '0692-2888666',
      publicAccountState: 'dehong_mp',
      recordNumber: expect.stringContaining('ICP'),
    });
    expect(config.notice).toContain('<p>');
    expect((await fetch(sim.url + config.lawUrl)).status).toBe(200);
    const mangshi = config.feeRules?.find((rule) => rule.code === '533103');
    expect(await (await fetch(sim.url + mangshi!.url)).text()).toContain('15分钟以内免费');
  });

  it('shows three home banners, one of each type', async () => {
    const sim = await startTestSimulator();
    const banners = await newApi(sim).listBanners({ recommend: 1, area: 'home' });
    expect(banners.map((banner) => banner.type).sort()).toEqual(['goods', 'miniPro', 'news']);
    expect(await newApi(sim).listBanners({ area: 'mine' })).toEqual([]);
  });

  it('lists the eight home menu entries, some not open yet', async () => {
    const sim = await startTestSimulator();
    const home = await newApi(sim).listElements({ screen: 'home' });
    expect(home).toHaveLength(8);
    expect(home[0]).toMatchObject({ path: '/app/vip/order/arrears', open: true });
    expect(home.some((element) => !element.open)).toBe(true);
  });

  it('answers the launch screen, FAQ and a captcha picture', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    expect((await api.showLaunchConfig()).duration).toBe(3);
    expect((await api.listQuestions()).length).toBeGreaterThanOrEqual(5);
    const captcha = await api.getCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(captcha.key).not.toBe((await api.getCaptcha()).key);
  });
});

describe('catalogues', () => {
  it('sells three membership cards (one reserve) and four recharge packages plus "other" last', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const cards = await api.listVipCards();
    const packages = await api.listRechargePackages();

    expect(cards.map((card) => [card.serial, card.reserve])).toEqual([
      ['VC01', 0],
      ['VC02', 0],
      ['VC03', 1],
    ]);
    expect(packages).toHaveLength(5);
    expect(packages.at(-1)).toMatchObject({ name: 'other', price: 0 });
    expect(await api.showEquityPackage()).toMatchObject({ serial: 'EQ01' });
    expect((await api.listRightsPackages())[0]!.coupons[0]).toMatchObject({ count: 3 });
  });

  it('looks up staff numbers: 8001, the default code, and an unknown one', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    expect(await api.showStaff('8001')).toEqual({
      serial: '8001',
      name: '张伟',
      team: '芒市城区一组',
    });
    expect((await api.showStaff('8000')).name).toBe('自助服务');
    expect(await failure(api.showStaff('4040'))).toMatchObject({
      reason: 'business',
      code: 2001,
      message: '工号不存在',
    });
  });

  it('finds service halls near a point, nearest first', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const near = await api.listNearbyOrgs({ lng: 98.5856, lat: 24.4337, radius: 5000 });
    expect(near.map((org) => org.serial)).toEqual(['ORG01']);
    const wide = await api.listNearbyOrgs({ lng: 98.5856, lat: 24.4337, radius: 50000 });
    expect(wide.map((org) => org.distance)).toEqual(
      wide.map((org) => org.distance).sort((a, b) => a! - b!),
    );
    expect((await api.showOrgQualification('ORG01')).licenceNumber).toMatch(/^91533100/);
    expect(await api.showOrg('ORG02')).toMatchObject({
      name: '德宏停车瑞丽服务点',
      openTime: '08:30-17:30',
    });
    expect((await failure(api.showOrg('ORG99'))).code).toBe(2001);
  });
});

describe('community and feedback', () => {
  it('publishes a post and a comment, and toggles praise', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.b.phone);
    const [topic] = await api.listTopics();
    const post = await api.publishPost({ topic: topic!.serial, content: '今天团结大街有空位' });

    expect(post).toMatchObject({ author: '王芳', topic: topic!.serial, praise: 0, comments: 0 });
    await api.publishComment({ post: post.serial, content: '谢谢' });
    expect((await api.listComments({ post: post.serial })).list.map((c) => c.content)).toEqual([
      '谢谢',
    ]);
    expect(await api.togglePraise({ target: post.serial, targetType: 'post' })).toEqual({
      praised: true,
      count: 1,
    });
    expect(await api.togglePraise({ target: post.serial, targetType: 'post' })).toEqual({
      praised: false,
      count: 0,
    });
    expect((await api.listPosts({ topic: topic!.serial })).list[0]!.serial).toBe(post.serial);
  });

  it("keeps the member's feedback with the operator's replies", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const sent = await api.publishFeedback({
      content: '<b>地图</b>加载慢',
      contact: '13800138000',
    });
    expect(sent).toMatchObject({ content: '<b>地图</b>加载慢', reply: null, images: [] });
    const list = await api.listFeedback();
    expect(list.list.map((f) => f.serial)).toEqual([sent.serial, expect.any(String)]);
    expect(list.list[1]!.reply).toContain('感谢');
  });

  it('records client actions', async () => {
    const sim = await startTestSimulator();
    await newApi(sim).logAction({ action: 'menu', page: '/m/home', detail: 'pay' });
    expect(sim.db.prepare('SELECT action, page FROM action_logs').all()).toEqual([
      { action: 'menu', page: '/m/home' },
    ]);
    expect((await http(sim).form('/log/v1/api/action/publish', { page: '/x' })).status).toBe(400);
  });
});
