import type { Clock } from '../clock';
import type { Store } from '../repositories/store';
import { ssoService } from './auth/sso';
import { voiceCaptchaService } from './auth/voice-captcha';
import { chargingService } from './charging/charging';
import { catalogService } from './content/catalog';
import { communityService } from './content/community';
import { contentService } from './content/content';
import { disputeService } from './disputes/disputes';
import { gameService } from './games/games';
import { quizService } from './games/quiz';
import { gameRandom } from './games/random';
import { kerbSignService } from './kerb-signs/signs';
import { stickerReportService } from './kerb-signs/sticker-reports';
import { uploadService } from './media/uploads';
import { carService } from './members/cars';
import { accountClosing } from './members/close-account';
import { couponService } from './members/coupons';
import { fundsService } from './members/funds';
import { memberService } from './members/members';
import { pointsService } from './members/points';
import { chatNoticeService, type ChatNoticeService } from './notices/chat-notices';
import { orderService } from './orders/orders';
import { paymentService } from './pay-orders/payments';
import { shopOrderService } from './shop/orders';
import { shopService } from './shop/shop';

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
  // Parking notices through the chat platform and auto-pay (notices/chat-notices.ts): member
  // messages of decisions and refunds are forwarded to the chat feed when the member has notices on.
  const chatNotices = chatNoticeService(store, clock);
  // A merge or a close stops and bills a running charging session first (members/members.ts).
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
  // A merge moves the closing account's paid shop orders and vouchers to the survivor.
  members.onMerge(shopOrders.mergeInto);
  // The picture captcha's alternative: a code spoken by a voice call answers it too.
  const voiceCaptcha = voiceCaptchaService(store, clock);
  return {
    chatNotices,
    funds,
    members,
    // Closing refunds what the account holds (vouchers, the balance by its top-ups) first.
    closing: accountClosing(store, clock, { funds, charging, members, payments, shopOrders }),
    catalog,
    orders,
    sso: ssoService(store, clock, members, voiceCaptcha.answers),
    voiceCaptcha,
    cars: carService(store, clock),
    coupons: couponService(store, clock),
    payments,
    content: contentService(store, clock),
    community: communityService(store, clock),
    shop: shopService(store, clock, shopOrders),
    shopOrders,
    charging,
    uploads: uploadService(store, clock),
    disputes: disputeService(store, clock, { funds, members }),
    kerbSigns: kerbSignService(store, clock),
    stickerReports: stickerReportService(store, clock, { members, chatNotices }),
    points,
    games: gameService(store, clock, points, random),
    quiz: quizService(store, clock, points, random),
  };
}

export type Services = ReturnType<typeof createServices>;
