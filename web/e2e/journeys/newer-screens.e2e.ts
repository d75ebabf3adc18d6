import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { signIn, toast } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number;
const WIDTHS = [320, 360, 414] as const;
const LANGUAGES = ['zh-CN', 'en-US'] as const;

/** Signs user A in, then reads the app in `language` on a phone `width` px wide. */
async function openAs(language: (typeof LANGUAGES)[number], width: number): Promise<Page> {
  const { page, admin } = journey;
  await page.setViewportSize({ width, height: 780 });
  await signIn(page, admin, userA.phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
  return page;
}

/** What the wheel shows, measured in the page: its boxes, and each prize's label against it. */
interface WheelMeasure {
  wheel: { left: number; top: number; right: number; bottom: number; width: number };
  frame: { left: number; top: number; right: number; bottom: number };
  card: { left: number; top: number; right: number; bottom: number };
  rim: number;
  labels: {
    text: string;
    /** Farthest point of the label's text from the wheel's centre, in px. */
    reach: number;
    /** Largest angle of the text from its segment's middle, in degrees. */
    spread: number;
    fontSize: number;
  }[];
}

/**
 * The wheel's boxes and, for each label, how far its text reaches from the centre and how far it
 * strays from its segment's middle, as drawn (the wheel itself unturned). A turned line of text's
 * box on the screen is wider than the line, but centred on it: each line is its unturned size
 * (the label's turn taken off for that reading) about the centre of its box as drawn.
 */
function measureWheel(page: Page): Promise<WheelMeasure> {
  return page.getByTestId('wheel').evaluate((wheel: HTMLElement) => {
    const box = (element: Element) => {
      const { left, top, right, bottom, width } = element.getBoundingClientRect();
      return { left, top, right, bottom, width };
    };
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()];
    };
    const frame = wheel.parentElement!;
    const card = wheel.closest('section')!;
    const wheelTransform = wheel.style.transform;
    wheel.style.transform = 'none';
    const outer = box(wheel);
    const centre = { x: (outer.left + outer.right) / 2, y: (outer.top + outer.bottom) / 2 };
    const labels = [...wheel.children].map((label) => {
      const element = label as HTMLElement;
      const turned = element.style.transform;
      const angle = (Number(/rotate\(([-\d.]+)deg\)/.exec(turned)?.[1] ?? 0) * Math.PI) / 180;
      const drawn = lines(element);
      element.style.transform = 'none';
      const sizes = lines(element);
      element.style.transform = turned;
      let reach = 0;
      let spread = 0;
      drawn.forEach((rect, index) => {
        const size = sizes[index]!;
        const middle = { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 };
        for (const [u, v] of [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ] as const) {
          const along = (u * size.width) / 2;
          const across = (v * size.height) / 2;
          const x = middle.x + along * Math.cos(angle) - across * Math.sin(angle);
          const y = middle.y + along * Math.sin(angle) + across * Math.cos(angle);
          const dx = x - centre.x;
          const dy = centre.y - y;
          reach = Math.max(reach, Math.hypot(dx, dy));
          // Angle from the segment's middle line (the label's own turn), -180..180.
          const off = ((Math.atan2(dx, dy) - angle) * 180) / Math.PI;
          spread = Math.max(spread, Math.abs(((off + 540) % 360) - 180));
        }
      });
      return {
        text: element.textContent ?? '',
        reach,
        spread,
        fontSize: Math.min(
          ...[element, ...element.querySelectorAll('*')].map((each) =>
            Number.parseFloat(getComputedStyle(each).fontSize),
          ),
        ),
      };
    });
    wheel.style.transform = wheelTransform;
    return {
      wheel: outer,
      frame: box(frame),
      card: box(card),
      rim: Number.parseFloat(getComputedStyle(wheel).borderTopWidth),
      labels,
    };
  });
}

describe('the big wheel at 320, 360 and 414 px', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the wheel and its rim sit inside the frame and the card; every prize is labelled inside its segment`, async () => {
      const problems: string[] = [];
      const page = await openAs(language, WIDTHS[0]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto(journey.url(paths.gameBigWheel.path));
        await page.getByTestId('wheel').waitFor();
        const seen = await measureWheel(page);
        const inside = (inner: WheelMeasure['wheel'], outer: WheelMeasure['frame']) =>
          inner.left >= outer.left - 0.5 &&
          inner.top >= outer.top - 0.5 &&
          inner.right <= outer.right + 0.5 &&
          inner.bottom <= outer.bottom + 0.5;
        if (!inside(seen.wheel, seen.frame))
          problems.push(`${width}: the wheel (${seen.wheel.width} px) leaves its frame`);
        if (!inside(seen.wheel, seen.card)) problems.push(`${width}: the wheel leaves its card`);
        const radius = seen.wheel.width / 2 - seen.rim;
        const half = 360 / seen.labels.length / 2;
        expect(seen.labels).toHaveLength(8);
        for (const label of seen.labels) {
          if (label.text.trim() === '') problems.push(`${width}: a segment has no label`);
          if (label.reach > radius)
            problems.push(
              `${width}: "${label.text}" reaches ${label.reach.toFixed(1)} px > ${radius}`,
            );
          if (label.spread > half)
            problems.push(
              `${width}: "${label.text}" strays ${label.spread.toFixed(1)}° > ${half}°`,
            );
          if (label.fontSize < 10)
            problems.push(`${width}: "${label.text}" at ${label.fontSize} px`);
        }
        const right = await page.evaluate(() => document.documentElement.scrollWidth);
        if (right > width) problems.push(`${width}: the page is ${right} px wide`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe('the coupon page at 375 px', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the redeem button on one line, the tabs right under the links`, async () => {
      const page = await openAs(language, 375);
      await page.goto(journey.url(paths.coupons.path));
      await page.getByRole('tablist').first().waitFor();
      const seen = await page.evaluate(() => {
        const button = document.querySelector('form button[type="submit"]')!;
        const range = document.createRange();
        range.selectNodeContents(button);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        // Text to text: the links' 44 px tap boxes are not content.
        const textBottom = (element: Element) => {
          const text = document.createRange();
          text.selectNodeContents(element);
          return Math.max(0, ...[...text.getClientRects()].map((rect) => rect.bottom));
        };
        const tabText = document.createRange();
        tabText.selectNodeContents(document.querySelector('[role="tab"]')!);
        const above = Math.max(
          textBottom(document.querySelector('form')!),
          textBottom(document.querySelector('form + div')!),
        );
        return { lines: lines.size, gap: tabText.getBoundingClientRect().top - above };
      });
      expect(seen.lines, JSON.stringify(seen)).toBe(1);
      // From the last words above the tabs to the tabs' words: a margin, not an empty band.
      expect(seen.gap, JSON.stringify(seen)).toBeLessThanOrEqual(16);
    });
  }
});

describe('choices a screen reader can read', () => {
  it('offers the quiz answers and the dispute reasons as radio buttons', async () => {
    const page = await openAs('en-US', 360);
    await page.goto(journey.url(paths.gameExam.path));
    const answers = page.getByRole('radiogroup', { name: /.+/ });
    await answers.waitFor();
    expect(await answers.getByRole('radio', { name: /^A\. / }).count()).toBe(1);
    expect(await answers.getByRole('radio').count()).toBeGreaterThanOrEqual(2);

    const api = await apiOfPage(page, journey.url(''));
    const [order] = (await api.listUnpaidOrders({ number: plate })).list;
    await page.goto(journey.url(paths.orderShow.href(order!.bookCode)));
    await page.getByRole('button', { name: 'Dispute this charge' }).click();
    const reasons = page.getByRole('radiogroup', { name: 'Reason' });
    for (const reason of ['Not my car', 'Wrong times', 'Already left', 'Other'])
      await reasons.getByRole('radio', { name: reason }).waitFor();
    await reasons.getByRole('radio', { name: 'Already left' }).check();
    expect(await reasons.getByRole('radio', { name: 'Already left' }).isChecked()).toBe(true);
  });
});

describe('words that stay whole', () => {
  it('the top-up refusal keeps "yuan" on one line at 360 px', async () => {
    const page = await openAs('en-US', 360);
    await page.goto(journey.url(paths.recharge.path));
    await page.getByRole('radio', { name: 'Other amount' }).click();
    await page.getByRole('textbox', { name: 'Other amount in yuan' }).fill('8');
    await page.getByRole('button', { name: 'Top up now' }).click();
    const refusal = toast(page, 'Please top up at least 10 yuan');
    await refusal.waitFor();
    // Each word of the toast on one line: a word split over two lines has two boxes.
    const split = await refusal.evaluate((element) => {
      const text = element.textContent ?? '';
      const node = [...element.querySelectorAll('*'), element]
        .flatMap((each) => [...each.childNodes])
        .find((child) => child.nodeType === Node.TEXT_NODE && child.textContent === text)!;
      const words: string[] = [];
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) words.push(match[0]);
      }
      return words;
    });
    expect(split).toEqual([]);
  });

  it('names a charger the same on the station list and on its charge order', async () => {
    const page = await openAs('en-US', 360);
    const api = await apiOfPage(page, journey.url(''));
    const [order] = (await api.listChargeOrders({ page: 1, pageSize: 10 })).list;
    await page.goto(journey.url(paths.evcOrderShow.href(order!.serial)));
    const charger = page.getByText(order!.equipment, { exact: true });
    await charger.waitFor();
    await page.goto(journey.url(paths.evcStation.path));
    const station = page.getByRole('listitem', { name: order!.stationName });
    await station.getByRole('button', { expanded: false }).click();
    await station.getByText(`Charger ${order!.equipment}`, { exact: false }).waitFor();
  });
});

/** What a screen shows that it should not: wider than the phone, Chinese in English. */
async function inspect(page: Page, english: boolean) {
  return page.evaluate((checkChinese) => {
    const width = window.innerWidth;
    const overflow =
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const chinese: string[] = [];
    // An emoji is a missing-glyph box on a phone without an emoji font: the app draws its icons.
    if (/[\u{1F000}-\u{1FAFF}]/u.test(document.body.innerText)) chinese.push('(an emoji)');
    if (checkChinese) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Text marked lang="zh-CN" counts too: these screens show no news, and an owner must
        // read a product, a store or a prize to act on it.
        if (!parent || parent.closest('script, style, [hidden]')) continue;
        if (parent.getClientRects().length === 0) continue;
        const text = (node.textContent ?? '')
          .replace(/[\u4e00-\u9fff][A-Z][·\s]?[A-Z0-9]{4,6}[挂学警港澳领使]?/g, '')
          .replace(/[\u4e00-\u9fff]临\d{4,6}/g, '')
          .replace(/^\s*[\u4e00-\u9fff]\s*$/, '');
        if (/\p{Script=Han}/u.test(text)) chinese.push(text.trim().slice(0, 40));
      }
      // Words a screen reader is given but the eye does not see: labels and pictures' texts.
      for (const element of document.querySelectorAll('[aria-label], img[alt]')) {
        const text = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '';
        if (/\p{Script=Han}/u.test(text.replace(/[\u4e00-\u9fff][A-Z][·\s]?[A-Z0-9]{4,6}/g, '')))
          chinese.push(`(label) ${text.slice(0, 40)}`);
      }
    }
    return { overflow, chinese };
  }, english);
}

async function settled(page: Page) {
  await page.locator('#root > *').first().waitFor();
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll(
          '[aria-busy="true"], .adm-spin-loading, .adm-dot-loading, .adm-loading',
        ),
      ].every((element) => element.getClientRects().length === 0),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

/**
 * Every route of the shop, the games, the coupons and the disputes, with what each is opened
 * with: a product, a store, a shop order, an order under dispute and one whose dispute was upheld.
 */
async function newerRoutes(
  page: Page,
  english: boolean,
): Promise<{ hrefs: string[]; operatorNames: string[] }> {
  // A client per call: each has its own duplicate-submit lock, as separate taps would.
  const api = () => apiOfPage(page, journey.url(''));
  const order = await (
    await api()
  ).publishShopOrder({
    product: 'PRD001',
    count: 1,
    plate,
    phone: userA.phone,
    store: 'ST01',
  });
  await (await api()).addToCart({ product: 'PRD007', count: 1 });
  const [disputed, upheld] = (await (await api()).listUnpaidOrders({ number: plate })).list;
  await (
    await api()
  ).reportOrderFault({
    serial: disputed!.serial,
    reason: 'notMyCar',
    content: 'x',
  });
  const decided = await (
    await api()
  ).reportOrderFault({
    serial: upheld!.serial,
    reason: 'alreadyLeft',
    content: 'y',
  });
  const answer = await fetch(journey.url(`/__admin/disputes/${decided.id}/decide`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      decision: 'upheld',
      answer: english ? 'Plate misread' : '车牌识别有误',
    }),
  });
  expect(answer.status).toBe(200);
  const hrefs = [
    paths.shop.path,
    paths.shopGoods.href('PRD001'),
    paths.shopGoods.href('PRD004'),
    paths.shopSearch.href(english ? 'car wash' : '洗车'),
    paths.shopCart.path,
    paths.shopPayConfirm.href({ product: 'PRD001', count: 1 }),
    paths.shopPayConfirm.href({ cart: 1 }),
    paths.shopStore.href('ST01'),
    paths.shopOrders.href(),
    paths.shopOrderShow.href(order.serial),
    paths.gameExam.path,
    paths.gameBlindBox.path,
    paths.gameBigWheel.path,
    paths.coupons.path,
    paths.couponRights.path,
    paths.orderShow.href(disputed!.bookCode),
    paths.orderShow.href(upheld!.bookCode),
    paths.messages.path,
  ];
  // The lots' names are the operator's names of places (as written, marked Chinese).
  return { hrefs, operatorNames: [disputed!.stationName, upheld!.stationName] };
}

describe('the shop, the games, the coupons and the disputes in both languages', () => {
  for (const language of LANGUAGES) {
    it(`${language} at ${WIDTHS.join(', ')} px: nothing wider than the phone, no Chinese left in English`, async () => {
      const english = language === 'en-US';
      const page = await openAs(language, WIDTHS[0]);
      const problems: string[] = [];
      const { hrefs, operatorNames } = await newerRoutes(page, english);
      for (const href of hrefs) {
        // Each screen is loaded at the narrowest width, then widened (a bigger phone, or one
        // turned): what could overflow is laid out by the style sheets, which a resize reflows,
        // so a load per width only repeated the load.
        await page.setViewportSize({ width: WIDTHS[0], height: 780 });
        await page.goto(journey.url(href));
        await settled(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 780 });
          const found = await inspect(page, english);
          const at = `${href} at ${width} px`;
          if (found.overflow > 0)
            problems.push(`${at}: ${found.overflow} px wider than the screen`);
          const chinese = [...new Set(found.chinese)].filter(
            (text) => !operatorNames.includes(text),
          );
          if (chinese.length > 0)
            problems.push(`${at}: Chinese in en-US or an emoji: ${chinese.join(' | ')}`);
        }
      }
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
