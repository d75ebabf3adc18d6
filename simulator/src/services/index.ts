import type { Clock } from '../clock';
import type { Store } from '../repositories/store';
import { carService } from './cars';
import { chatNoticeService, type ChatNoticeService } from './chat-notices';
import { catalogService } from './catalog';
import { chargingService } from './charging';
import { communityService } from './community';
import { contentService } from './content';
import { couponService } from './coupons';
import { disputeService } from './disputes';
import { fundsService } from './funds';
import { gameService } from './games';
import { gameRandom } from './games-random';
import { memberService } from './members';
import { orderService } from './orders';
import { paymentService } from './payments';
import { pointsService } from './points';
import { quizService } from './quiz';
import { shopService } from './shop';
import { shopOrderService } from './shop-orders';
import { ssoService } from './sso';
import { uploadService } from './uploads';
import { voiceCaptchaService } from './voice-captcha';

/** The member service whose kind-and-params messages also reach the chat feed. */
function forwardingToChat<
  T extends { notifyOf: (...a: Parameters<ChatNoticeService['forward']>) => void },
>(members: T, chat: ChatNoticeService): T {
  const notifyOf = members.notifyOf;
  members.notifyOf = (memberId, kind, params) => {
    notifyOf(memberId, kind, params);
    chat.forward(memberId, kind, params);
  };
  return members;
}

/** Every service of the simulator over one store and clock. */
export function createServices(store: Store, clock: Clock) {
  const funds = fundsService(store, clock);
  // Parking notices through the chat platform and auto-pay (chat-notices.ts): member messages of
  // decisions and refunds are forwarded to the chat feed when the member has notices on.
  const chatNotices = chatNoticeService(store, clock);
  // A merge or a close stops and bills a running charging session first (members.ts).
  const charging = chargingService(store, clock, funds, chatNotices.chargingStopped);
  const members = forwardingToChat(memberService(store, clock, funds, charging), chatNotices);
  const catalog = catalogService(store, clock);
  const orders = orderService(store, clock);
  // Shop orders are paid through the pay flow: pay orders of type shop (pay-orders/shop.ts).
  const shopOrders = shopOrderService(store, clock, { funds, members });
  // One seedable source of randomness for the draws and the quiz's questions, so tests can fix it.
  const points = pointsService(store, clock);
  const random = gameRandom();
  const payments = paymentService(store, clock, { funds, orders, catalog, members });
  chatNotices.useAutoPay((memberId, order) =>
    payments.autoPayOrder(memberId, order, chatNotices.markAutomatic),
  );
  orders.onPayable(chatNotices.orderPayable);
  payments.onSettled(chatNotices.paid);
  // The picture captcha's alternative: a code spoken by a voice call answers it too.
  const voiceCaptcha = voiceCaptchaService(store, clock);
  return {
    chatNotices,
    funds,
    members,
    catalog,
    orders,
    sso: ssoService(store, clock, members, voiceCaptcha.answers),
    voiceCaptcha,
    cars: carService(store, clock),
    coupons: couponService(store, clock),
    payments,
    content: contentService(store, clock),
    community: communityService(store, clock),
    shop: shopService(store, shopOrders),
    shopOrders,
    charging,
    uploads: uploadService(store, clock),
    disputes: disputeService(store, clock, { funds, members }),
    points,
    games: gameService(store, clock, points, random),
    quiz: quizService(store, clock, points, random),
  };
}

export type Services = ReturnType<typeof createServices>;
