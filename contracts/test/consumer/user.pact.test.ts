import { describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@dehong/api-spec';
import { MAP_CENTER, pointsFromIntegral } from '@dehong/api-spec/domain';
import {
  AUTHORISED,
  businessFailure,
  clientFor,
  freshPact,
  rejectionOf,
  success,
  settled,
} from '../../src/consumer';
import {
  ACCESS_TOKEN,
  ARREARS_FEN,
  AREA,
  CAR_SERIAL,
  DATE,
  EQUITY_PACKAGE_SERIAL,
  INVALID_ACCESS_TOKEN,
  INVOICE_SERIAL,
  MESSAGE_SERIAL,
  NEW_PHONE,
  ORDER_SERIALS,
  PAID_PAY_CODE,
  PAY_CODE,
  PHONE,
  PHONE_WITHOUT_DATA,
  PLATE,
  PLATE_NEW_ENERGY,
  RECHARGE_PACKAGE_FEN,
  RECHARGE_PACKAGE_SERIAL,
  RIGHTS_PACKAGE_FEN,
  RIGHTS_PACKAGE_SERIAL,
  SERVICE_HALL_SERIAL,
  SMS_CODE,
  STAFF,
  STAFF_UNKNOWN,
  VIP_CARD_FEN,
  UPLOAD_TOKEN,
  UPLOADED_AVATAR_PATH,
  VIP_CARD_SERIAL,
  WRONG_SMS_CODE,
} from '../../src/examples';
import { formBody, type RequestBuilder } from '../../src/form-body';
import {
  BEARER_PATTERN,
  coordinate,
  count,
  date,
  dateTime,
  fen,
  oneOf,
  positive,
  payCode,
  phone,
  plate,
  serial,
  text,
} from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';
import { specPattern } from '../../src/spec';

const { eachLike, arrayContaining, regex } = MatchersV3;
const pact = freshPact('user');

const loggedIn = (userPhone: string = PHONE) => given(STATES.loggedIn, { phone: userPhone });

/**
 * The mine tab: who is signed in, their balance, points and coupon count, and a card per vehicle
 * that says premium (with the membership's service) or ordinary. A rejected token must send the
 * user to the login page, so the 401 answer is part of the contract too.
 */
describe('mine tab', () => {
  it('shows the member profile', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .uponReceiving('a request for the member profile')
      .withRequest('GET', '/user/v1/api/member/info', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            nickname: text('车主'),
            accountPic: text('https://img.example.invalid/avatar.png'),
            phone: phone(PHONE),
            promotionCode: text('DH8K2Q'),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const member = await clientFor(server, { signedInWith: ACCESS_TOKEN }).getMemberInfo();
          expect(member.phone).toBe(PHONE);
          expect(member.promotionCode).toBe('DH8K2Q');
        }),
      );
  });

  it('when the token is no longer valid, forgets the session and goes to the login page', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.tokenNotValid, { token: INVALID_ACCESS_TOKEN }))
      .uponReceiving('a request for the member profile with a token that is not valid')
      .withRequest('GET', '/user/v1/api/member/info', (request) =>
        request.headers({ Authorization: regex(BEARER_PATTERN, `Bearer ${INVALID_ACCESS_TOKEN}`) }),
      )
      .willRespondWith(401)
      .executeTest(
        settled(async (server) => {
          const goToLogin = vi.fn();
          const api = clientFor(server, {
            signedInWith: INVALID_ACCESS_TOKEN,
            onUnauthorized: goToLogin,
          });
          const error = await rejectionOf(api.getMemberInfo());
          expect(isApiError(error, 'unauthorized')).toBe(true);
          expect(api.session.isLoggedIn).toBe(false);
          expect(goToLogin).toHaveBeenCalledOnce();
        }),
      );
  });

  it('shows the balance, the points and the coupon count', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.balance, { phone: PHONE, fen: 5000 }))
      .uponReceiving('a request for the member funds')
      .withRequest('GET', '/user/v1/api/member/funds', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ funds: positive(5000), give: fen(0), coupon: count(2), integral: count(1230) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const funds = await clientFor(server, { signedInWith: ACCESS_TOKEN }).getMemberFunds();
          expect(funds.funds).toBe(5000);
          expect(funds.coupon).toBe(2);
          expect(pointsFromIntegral(funds.integral)).toBeCloseTo(1.23);
        }),
      );
  });

  it('shows a vehicle with a valid membership as premium, with its service', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(
        ...given(STATES.car, {
          phone: PHONE,
          serial: CAR_SERIAL,
          plate: PLATE_NEW_ENERGY,
          plateType: 2,
        }),
      )
      .given(...given(STATES.membership, { plate: PLATE_NEW_ENERGY, days: 30 }))
      .uponReceiving('a request for the vehicles of a member with a membership')
      .withRequest('GET', '/user/v1/api/member/vehicle/list', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              number: plate(PLATE_NEW_ENERGY),
              plateType: oneOf('PlateType', 2),
              expiry: date('2026-12-21'),
              service: text('月卡会员'),
              economize: fen(800),
              isvalid: true,
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [vehicle] = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listVehicles();
          expect(vehicle?.isvalid).toBe(true);
          expect(vehicle?.service).toBe('月卡会员');
        }),
      );
  });

  it('shows a vehicle without a membership as ordinary', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .uponReceiving('a request for the vehicles of a member without a membership')
      .withRequest('GET', '/user/v1/api/member/vehicle/list', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              number: plate(PLATE),
              plateType: oneOf('PlateType', 1),
              expiry: null,
              service: null,
              economize: fen(0),
              isvalid: false,
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [vehicle] = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listVehicles();
          expect(vehicle?.isvalid).toBe(false);
          expect(vehicle?.expiry).toBeNull();
        }),
      );
  });
});

/** The coupon page lists unused parking coupons (type 1, status 0), or says there are none. */
describe('coupons', () => {
  it('lists the unused parking coupons', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.unusedCoupons, { phone: PHONE, count: 2 }))
      .uponReceiving('a request for the unused parking coupons')
      .withRequest('GET', '/user/v1/api/member/coupon/list', (request) =>
        request.headers(AUTHORISED).query({ type: '1', status: '0' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial('CPN000001'),
              name: text('停车抵扣券'),
              amount: fen(500),
              minCost: fen(0),
              endDate: date('2026-12-31'),
            }),
            total: count(2),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const coupons = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listCoupons();
          expect(coupons.list[0]?.serial).toBe('CPN000001');
          expect(coupons.list[0]?.amount).toBe(500);
        }),
      );
  });

  it('when the member has no coupon, gets an empty list', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn(PHONE_WITHOUT_DATA))
      .given(...given(STATES.noCoupons, { phone: PHONE_WITHOUT_DATA }))
      .uponReceiving('a request for the unused parking coupons of a member without coupons')
      .withRequest('GET', '/user/v1/api/member/coupon/list', (request) =>
        request.headers(AUTHORISED).query({ type: '1', status: '0' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ list: [], total: 0 })))
      .executeTest(
        settled(async (server) => {
          const coupons = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listCoupons();
          expect(coupons.list).toEqual([]);
        }),
      );
  });
});

/**
 * Buying a membership card: the cards on sale, the member's own cars to choose a plate from (none
 * means the add-vehicle dialog), and the staff number typed for attribution.
 */
describe('card purchase', () => {
  it('lists the membership cards on sale', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.vipCardOnSale, { serial: VIP_CARD_SERIAL, fen: VIP_CARD_FEN }))
      .uponReceiving('a request for the membership cards on sale')
      .withRequest('GET', '/user/v1/api/common/member/vip/card')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(VIP_CARD_SERIAL),
              name: text('月卡'),
              duration: count(30),
              price: fen(VIP_CARD_FEN),
              originalPrice: fen(20000),
              service: text('月卡会员'),
              reserve: oneOf('MembershipCard.reserve', 0),
              minday: date(DATE),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [card] = await clientFor(server).listVipCards();
          expect(card?.serial).toBe(VIP_CARD_SERIAL);
          expect(card?.price).toBe(VIP_CARD_FEN);
          expect(card?.reserve).toBe(0);
        }),
      );
  });

  it("lists the member's cars to choose a plate from", async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .uponReceiving("a request for the member's cars")
      .withRequest('GET', '/user/v1/api/member/car/list', (request) =>
        request.headers(AUTHORISED).query({ pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(CAR_SERIAL),
              number: plate(PLATE),
              type: oneOf('PlateType', 1),
            }),
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const cars = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listCars();
          expect(cars.list[0]).toEqual({ serial: CAR_SERIAL, number: PLATE, type: 1 });
        }),
      );
  });

  it('when the member has no car, gets an empty list (the add-vehicle dialog)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn(PHONE_WITHOUT_DATA))
      .given(...given(STATES.noCars, { phone: PHONE_WITHOUT_DATA }))
      .uponReceiving('a request for the cars of a member who has none')
      .withRequest('GET', '/user/v1/api/member/car/list', (request) =>
        request.headers(AUTHORISED).query({ pageSize: '10' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ list: [], total: 0 })))
      .executeTest(
        settled(async (server) => {
          const cars = await clientFor(server, { signedInWith: ACCESS_TOKEN }).listCars();
          expect(cars.list).toHaveLength(0);
        }),
      );
  });

  it('looks up the staff number typed for attribution', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.staffExists, { serial: STAFF }))
      .uponReceiving('a request for a staff number')
      .withRequest('GET', `/user/v1/api/common/member/staff/${STAFF}/show`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ serial: text(STAFF), name: text('李明'), team: text('芒市运营一组') }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const staff = await clientFor(server).showStaff(STAFF);
          expect(staff).toEqual({ serial: STAFF, name: '李明', team: '芒市运营一组' });
        }),
      );
  });

  it('when the staff number is unknown, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.staffMissing, { serial: STAFF_UNKNOWN }))
      .uponReceiving('a request for an unknown staff number')
      .withRequest('GET', `/user/v1/api/common/member/staff/${STAFF_UNKNOWN}/show`)
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(2001, '工号不存在')))
      .executeTest(
        settled(async (server) => {
          const error = await rejectionOf(clientFor(server).showStaff(STAFF_UNKNOWN));
          expect(isApiError(error, 'business') && error.message).toBe('工号不存在');
        }),
      );
  });

  it('shows what the member equity package gives', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.equityPackage, { serial: EQUITY_PACKAGE_SERIAL }))
      .uponReceiving('a request for the member equity package')
      .withRequest('GET', '/user/v1/api/member/equity/package/show')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            name: text('会员权益'),
            description: text('购卡即享停车优惠'),
            rights: eachLike({ name: text('免费停车'), description: text('路内停车免费') }),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const equity = await clientFor(server).showEquityPackage();
          expect(equity.rights[0]?.name).toBe('免费停车');
        }),
      );
  });
});

/** The top-up page: package cards, and the free-amount package named `other` for any amount. */
describe('top-up', () => {
  it('lists the recharge packages, the free-amount package among them', async () => {
    const rechargePackage = (name: unknown, serialExample: string, price: number) => ({
      serial: serial(serialExample),
      name,
      price: fen(price),
      give: count(0),
      type: oneOf('RechargeGiveType', 0),
      tag: text(''),
      service: text('余额充值'),
    });
    await pact
      .addInteraction()
      .given(
        ...given(STATES.rechargePackageOnSale, {
          serial: RECHARGE_PACKAGE_SERIAL,
          fen: RECHARGE_PACKAGE_FEN,
        }),
      )
      .uponReceiving('a request for the recharge packages')
      .withRequest('GET', '/user/v1/api/common/member/vip/price')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            arrayContaining(
              rechargePackage(text('100元'), RECHARGE_PACKAGE_SERIAL, RECHARGE_PACKAGE_FEN),
              // The app offers its free-amount card through the package named exactly `other`.
              rechargePackage('other', 'RECHARGEOTHER', 0),
            ),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const packages = await clientFor(server).listRechargePackages();
          expect(packages.map((each) => each.name)).toContain('other');
          expect(packages.find((each) => each.serial === RECHARGE_PACKAGE_SERIAL)?.price).toBe(
            RECHARGE_PACKAGE_FEN,
          );
        }),
      );
  });
});

/** My vehicles: add a plate (refused when it is already there) and remove one. */
describe('my vehicles', () => {
  it('adds a car', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.noCars, { phone: PHONE }))
      .uponReceiving('a request to add a car')
      .withRequest('POST', '/user/v1/api/member/car/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { number: plate(PLATE), plateType: oneOf('PlateType', 1) });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            serial: serial(CAR_SERIAL),
            number: plate(PLATE),
            type: oneOf('PlateType', 1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const car = await clientFor(server, { signedInWith: ACCESS_TOKEN }).publishCar({
            number: PLATE,
            plateType: 1,
          });
          expect(car.number).toBe(PLATE);
        }),
      );
  });

  it('when the plate is already on the account, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .uponReceiving('a request to add a car the member already has')
      .withRequest('POST', '/user/v1/api/member/car/publish', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { number: plate(PLATE), plateType: oneOf('PlateType', 1) });
      })
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(2003, '该车辆已绑定')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.publishCar({ number: PLATE, plateType: 1 }));
          expect(isApiError(error, 'business') && error.message).toBe('该车辆已绑定');
        }),
      );
  });

  it('removes a car', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .uponReceiving('a request to remove a car')
      .withRequest('POST', '/user/v1/api/member/car/remove', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { serial: CAR_SERIAL });
      })
      .willRespondWith(200, (response) => response.jsonBody(success()))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          await expect(api.removeCar(CAR_SERIAL)).resolves.toBeUndefined();
        }),
      );
  });
});

/** Find-car and my spaces: where a plate was seen parking, or "no parking record". */
describe('find car', () => {
  it('lists where the plate was seen parking', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .given(...given(STATES.parkingRecords, { plate: PLATE, count: 3 }))
      .uponReceiving('a request for the parking records of a plate')
      .withRequest('GET', '/user/v1/api/member/space/message/list', (request) =>
        request.headers(AUTHORISED).query({ number: plate(PLATE) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial('SM000001'),
              number: plate(PLATE),
              time: dateTime(),
              message: text('停入团结大街12号泊位'),
              space: text('12'),
              address: text('芒市团结大街'),
              stationName: text('团结大街'),
            }),
            total: count(3),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const records = await api.listSpaceMessages({ number: PLATE });
          expect(records.list[0]?.message).toBe('停入团结大街12号泊位');
        }),
      );
  });

  it('when the plate never parked, gets an empty list (no parking record)', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .given(...given(STATES.noParkingRecords, { plate: PLATE }))
      .uponReceiving('a request for the parking records of a plate that never parked')
      .withRequest('GET', '/user/v1/api/member/space/message/list', (request) =>
        request.headers(AUTHORISED).query({ number: plate(PLATE) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ list: [], total: 0 })))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.listSpaceMessages({ number: PLATE })).list).toEqual([]);
        }),
      );
  });
});

/** Integral: the history, and the daily sign-in that can be done once a day. */
describe('integral', () => {
  it('lists the integral history', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.integral, { phone: PHONE, integral: 1230 }))
      .uponReceiving('a request for the integral history')
      .withRequest('GET', '/user/v1/api/member/integral/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial('INT000001'),
              integral: MatchersV3.integer(1230),
              reason: text('停车缴费'),
              createTime: dateTime(),
            }),
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const history = await api.listIntegral({ page: 1, pageSize: 10 });
          expect(history.list[0]?.integral).toBe(1230);
        }),
      );
  });

  it('signs in for today', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.notSignedToday, { phone: PHONE }))
      .uponReceiving('a daily sign-in')
      .withRequest('POST', '/user/v1/api/member/integral/day/sign', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ gained: count(100), integral: count(1330) })),
      )
      .executeTest(
        settled(async (server) => {
          const sign = await clientFor(server, { signedInWith: ACCESS_TOKEN }).signToday();
          expect(sign.gained).toBe(100);
        }),
      );
  });

  it('when already signed in today, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.signedToday, { phone: PHONE }))
      .uponReceiving('a second daily sign-in on the same day')
      .withRequest('POST', '/user/v1/api/member/integral/day/sign', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(2004, '今日已签到')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.signToday());
          expect(isApiError(error, 'business') && error.message).toBe('今日已签到');
        }),
      );
  });
});

/** Messages and e-invoices: lists, each with its empty state. */
describe('messages and invoices', () => {
  it('lists the messages', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.messages, { phone: PHONE, count: 2 }))
      .uponReceiving('a request for the messages')
      .withRequest('GET', '/user/v1/api/member/message/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial('MSG000001'),
              title: text('缴费成功'),
              content: text('您的停车费已缴纳'),
              read: oneOf('Message.read', 0),
              createTime: dateTime(),
            }),
            total: count(2),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const messages = await api.listMessages({ page: 1, pageSize: 10 });
          expect(messages.list[0]?.read).toBe(0);
        }),
      );
  });

  it('when there is no message, gets an empty list', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn(PHONE_WITHOUT_DATA))
      .given(...given(STATES.noMessages, { phone: PHONE_WITHOUT_DATA }))
      .uponReceiving('a request for the messages of a member who has none')
      .withRequest('GET', '/user/v1/api/member/message/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ list: [], total: 0 })))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.listMessages({ page: 1, pageSize: 10 })).total).toBe(0);
        }),
      );
  });

  it('lists the invoices', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(
        ...given(STATES.invoice, { phone: PHONE, serial: INVOICE_SERIAL, payCode: PAID_PAY_CODE }),
      )
      .uponReceiving('a request for the invoices')
      .withRequest('GET', '/user/v1/api/member/invoice/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(INVOICE_SERIAL),
              title: text('张三'),
              amount: fen(ARREARS_FEN),
              payCodes: eachLike(payCode(PAID_PAY_CODE)),
              status: oneOf('Invoice.status', 0),
              createTime: dateTime(),
            }),
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const invoices = await api.listInvoices({ page: 1, pageSize: 10 });
          expect(invoices.list[0]?.payCodes).toEqual([PAID_PAY_CODE]);
        }),
      );
  });

  it('when no invoice was asked for, gets an empty list', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn(PHONE_WITHOUT_DATA))
      .given(...given(STATES.noInvoices, { phone: PHONE_WITHOUT_DATA }))
      .uponReceiving('a request for the invoices of a member who has none')
      .withRequest('GET', '/user/v1/api/member/invoice/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ list: [], total: 0 })))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.listInvoices({ page: 1, pageSize: 10 })).list).toEqual([]);
        }),
      );
  });
});

/**
 * Paying a published pay order from the balance, when the balance covers it (spec section 4). The
 * result page shows the amount paid; too little balance is a business failure, never a charge.
 */
describe('pay by balance', () => {
  const unpaidArrears = given(STATES.unpaidPayOrder, {
    phone: PHONE,
    payCode: PAY_CODE,
    fen: ARREARS_FEN,
    plate: PLATE,
    code: AREA.mangshi,
  });

  it('pays the pay order from the balance', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.balance, { phone: PHONE, fen: 5000 }))
      .given(...unpaidArrears)
      .uponReceiving('a request to pay a pay order from the balance')
      .withRequest('POST', '/user/v1/api/member/funds/pay', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: PAY_CODE });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ payCode: payCode(PAY_CODE), cost: fen(ARREARS_FEN), status: 1 }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const paid = await clientFor(server, { signedInWith: ACCESS_TOKEN }).payByFunds(PAY_CODE);
          expect(paid.status).toBe(1);
          expect(paid.cost).toBe(ARREARS_FEN);
        }),
      );
  });

  it('when the balance is too low, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.balance, { phone: PHONE, fen: 0 }))
      .given(...unpaidArrears)
      .uponReceiving('a request to pay a pay order from a balance that is too low')
      .withRequest('POST', '/user/v1/api/member/funds/pay', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { payCode: PAY_CODE });
      })
      .willRespondWith(200, (response) => response.jsonBody(businessFailure(4003, '余额不足')))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.payByFunds(PAY_CODE));
          expect(isApiError(error, 'business') && error.message).toBe('余额不足');
        }),
      );
  });
});

/** The rights packages on sale, with the parking coupons each brings. */
describe('rights packages', () => {
  it('lists the rights packages with their coupons', async () => {
    await pact
      .addInteraction()
      .given(
        ...given(STATES.rightsPackage, { serial: RIGHTS_PACKAGE_SERIAL, fen: RIGHTS_PACKAGE_FEN }),
      )
      .uponReceiving('a request for the rights packages on sale')
      .withRequest('GET', '/user/v1/api/member/rights/package')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(RIGHTS_PACKAGE_SERIAL),
              name: text('停车权益包'),
              price: fen(RIGHTS_PACKAGE_FEN),
              description: text('含2张5元停车券'),
              coupons: eachLike({ name: text('5元停车券'), amount: fen(500), count: positive(2) }),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const packages = await clientFor(server).listRightsPackages();
          expect(packages[0]?.price).toBe(RIGHTS_PACKAGE_FEN);
          expect(packages[0]?.coupons[0]?.count).toBe(2);
        }),
      );
  });
});

/** The avatar is the uploaded image: its path, on whatever host serves the uploads. */
const avatarOfUpload = `^(https?://[^/?#]+)?/media/upload/${UPLOAD_TOKEN}/avatar\\.png([?#].*)?$`;

/** The member's record after a change of avatar or phone: the mine tab keeps what it answers. */
const memberInfo = (phoneExample: string, accountPic: unknown) => ({
  serial: serial('M000001'),
  nickname: text('车主'),
  accountPic,
  phone: phone(phoneExample),
  promotionCode: text('DH8K2Q'),
  createTime: dateTime(),
});

/** Opening a message marks it read (the message list's unread dot goes). */
describe('reading a message', () => {
  it('marks the message read', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.unreadMessage, { phone: PHONE, serial: MESSAGE_SERIAL }))
      .uponReceiving('a request to mark a message read')
      .withRequest('POST', `/user/v1/api/member/message/${MESSAGE_SERIAL}/read`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            serial: serial(MESSAGE_SERIAL),
            title: text('缴费成功'),
            content: text('您的停车费已缴纳'),
            read: 1,
            createTime: dateTime(),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const message = await api.markMessageRead(MESSAGE_SERIAL);
          expect(message.read).toBe(1);
        }),
      );
  });
});

/** The invoice page of one invoice: its title, amount, the pay orders it covers and its state. */
describe('one invoice', () => {
  it('shows the invoice', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(
        ...given(STATES.invoice, { phone: PHONE, serial: INVOICE_SERIAL, payCode: PAID_PAY_CODE }),
      )
      .uponReceiving('a request for one invoice')
      .withRequest('GET', `/user/v1/api/member/invoice/${INVOICE_SERIAL}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            serial: serial(INVOICE_SERIAL),
            title: text('张三'),
            amount: positive(ARREARS_FEN),
            payCodes: eachLike(payCode(PAID_PAY_CODE)),
            status: oneOf('Invoice.status', 0),
            createTime: dateTime(),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const invoice = await api.showInvoice(INVOICE_SERIAL);
          expect(invoice.payCodes).toEqual([PAID_PAY_CODE]);
        }),
      );
  });
});

/**
 * The profile page: a new avatar (an image the member uploaded, named by the path the upload
 * answered) and a new phone, proven by the SMS code sent to it.
 */
describe('profile changes', () => {
  it('changes the avatar to an uploaded image', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.uploadedImage, { phone: PHONE, token: UPLOAD_TOKEN }))
      .uponReceiving('a request to change the avatar to an uploaded image')
      .withRequest('POST', '/user/v1/api/member/avatar/update', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { accountPic: UPLOADED_AVATAR_PATH });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success(memberInfo(PHONE, regex(avatarOfUpload, UPLOADED_AVATAR_PATH)))),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const member = await api.updateMemberAvatar({ accountPic: UPLOADED_AVATAR_PATH });
          expect(member.accountPic).toContain(UPLOAD_TOKEN);
        }),
      );
  });

  const codeSentToNewPhone = given(STATES.smsCodeToNewPhone, { code: SMS_CODE, phone: NEW_PHONE });

  it('moves the account to a new phone proven by its SMS code', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...codeSentToNewPhone)
      .uponReceiving('a request to change the phone with the SMS code sent to the new phone')
      .withRequest('POST', '/user/v1/api/member/phone/update', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          phone: phone(NEW_PHONE),
          smsCode: regex(specPattern('SmsCode'), SMS_CODE),
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success(memberInfo(NEW_PHONE, text('')))),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const member = await api.updateMemberPhone({ phone: NEW_PHONE, smsCode: SMS_CODE });
          expect(member.phone).toBe(NEW_PHONE);
        }),
      );
  });

  it('when the SMS code is wrong, shows the server message', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...codeSentToNewPhone)
      .uponReceiving('a request to change the phone with a wrong SMS code')
      .withRequest('POST', '/user/v1/api/member/phone/update', (request) => {
        request.headers(AUTHORISED);
        formBody(request, {
          phone: phone(NEW_PHONE),
          smsCode: regex(specPattern('SmsCode'), WRONG_SMS_CODE),
        });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(businessFailure(1003, '验证码错误，还可尝试4次')),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(
            api.updateMemberPhone({ phone: NEW_PHONE, smsCode: WRONG_SMS_CODE }),
          );
          expect(isApiError(error, 'business') && error.message).toBe('验证码错误，还可尝试4次');
        }),
      );
  });
});

/**
 * The settings screen's close-account action, proven by a code sent to the account's own phone.
 * Pending is per operation and closing is catalogued, so the refusal's code (2018, our design) is
 * pinned like any other; contracts/README.md lists it to confirm with the backend team. The
 * preview the screen shows first (what is refunded, what ends) is our design: pending.
 */
describe('closing the account', () => {
  /** A balance with no top-up on record (the state's opening balance): paid out to the wallet. */
  const CLOSING_BALANCE_FEN = 3000;
  const codeSentToMember = given(STATES.smsCodeToMember, { code: SMS_CODE, phone: PHONE });
  const closeRequest = (request: RequestBuilder) => {
    request.headers(AUTHORISED);
    formBody(request, { smsCode: regex(specPattern('SmsCode'), SMS_CODE) });
  };

  it('closes the account of a member who owes nothing', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...codeSentToMember)
      .uponReceiving('a request to close the account with the SMS code sent to its phone')
      .withRequest('POST', '/user/v1/api/member/destroy', closeRequest)
      .willRespondWith(200, (response) => response.jsonBody(success()))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          await expect(api.destroyMember({ smsCode: SMS_CODE })).resolves.not.toThrow();
        }),
      );
  });

  it('shows before the close what it refunds and what ends with the account (pending)', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn())
      .given(...given(STATES.balance, { phone: PHONE, fen: CLOSING_BALANCE_FEN }))
      .uponReceiving('a request for what closing the account would do')
      .withRequest('GET', '/user/v1/api/member/destroy/preview', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            owed: { parking: fen(0), parkingCount: count(0), charging: fen(0) },
            refunds: eachLike({
              kind: oneOf('CloseRefund.kind', 'balance'),
              route: oneOf('CloseRefund.route', 'wallet'),
              amount: positive(CLOSING_BALANCE_FEN),
            }),
            refundTotal: positive(CLOSING_BALANCE_FEN),
            ends: { gift: fen(0), integral: count(0), coupons: count(0), couponValue: fen(0) },
            memberships: count(0),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const preview = await api.previewDestroyMember();
          expect(preview.refunds).toEqual([
            { kind: 'balance', route: 'wallet', amount: CLOSING_BALANCE_FEN },
          ]);
          expect(preview.refundTotal).toBe(CLOSING_BALANCE_FEN);
        }),
      );
  });

  it('when parking arrears are owed, shows what to pay first', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...codeSentToMember)
      .given(...given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 }))
      .given(
        ...given(STATES.ordersToPay, {
          plate: PLATE,
          serials: ORDER_SERIALS.join(','),
          code: AREA.mangshi,
          fen: ARREARS_FEN,
        }),
      )
      .uponReceiving('a request to close the account of a member with parking arrears')
      .withRequest('POST', '/user/v1/api/member/destroy', closeRequest)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          businessFailure(2018, '账号还有欠款，不能注销。请先支付停车欠费（3笔）。'),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const error = await rejectionOf(api.destroyMember({ smsCode: SMS_CODE }));
          expect(isApiError(error, 'business') && error.code).toBe(2018);
        }),
      );
  });
});

/** The service halls page: the operator's halls within 50 km of the map centre, nearest first. */
describe('service halls', () => {
  it('lists the service halls near the map centre', async () => {
    await pact
      .addInteraction()
      .given(...given(STATES.serviceHall, { serial: SERVICE_HALL_SERIAL }))
      .uponReceiving('a request for the service halls near the map centre')
      .withRequest('GET', '/user/v1/api/common/org/nearby', (request) =>
        request.query({
          lng: String(MAP_CENTER.lng),
          lat: String(MAP_CENTER.lat),
          radius: '50000',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              serial: serial(SERVICE_HALL_SERIAL),
              name: text('芒市停车服务大厅'),
              address: text('芒市勇罕街12号'),
              lng: coordinate(98.5871),
              lat: coordinate(24.4349),
              tel: text('0692-2888666'),
              openTime: text('09:00-17:30'),
              distance: count(200),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const [hall] = await clientFor(server).listNearbyOrgs({
            lng: MAP_CENTER.lng,
            lat: MAP_CENTER.lat,
            radius: 50_000,
          });
          expect(hall?.serial).toBe(SERVICE_HALL_SERIAL);
          expect(hall?.tel).toBe('0692-2888666');
        }),
      );
  });
});

// ------------------------------------------------------------ coupons that are spent
const COUPON_SERIAL = 'CPN007700';
const COUPON_FEN = 500;
const REDEMPTION_CODE = 'DHPARK2026';

const hasCoupon = given(STATES.parkingCoupon, {
  phone: PHONE,
  serial: COUPON_SERIAL,
  fen: COUPON_FEN,
});

/** A parking coupon as the app reads it: amount off, minimum, dates, area (null: anywhere), held. */
const couponBody = (status: 0 | 1 | 2 = 0) => ({
  serial: serial(COUPON_SERIAL),
  name: text('停车抵扣券5元'),
  type: oneOf('CouponType', 1),
  amount: fen(COUPON_FEN),
  discount: MatchersV3.integer(0),
  minCost: fen(0),
  status: oneOf('CouponStatus', status),
  startDate: date(),
  endDate: date(),
  area: null,
  held: MatchersV3.boolean(false),
});

/**
 * Coupons that are spent: the payment page reads the member's unused parking coupons
 * to offer the best; the coupon list counts them by status, shows one as it is now, redeems a
 * voucher code and clears the expired ones.
 */
describe('the member’s coupons', () => {
  it('lists the unused parking coupons the payment page chooses from, in one page', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...hasCoupon)
      .uponReceiving('a request for one page of 50 unused parking coupons')
      .withRequest('GET', '/user/v1/api/member/coupon/list', (request) =>
        request.headers(AUTHORISED).query({ type: '1', status: '0', page: '1', pageSize: '50' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: MatchersV3.eachLike(couponBody()),
            total: count(1),
            page: MatchersV3.integer(1),
            pageSize: MatchersV3.integer(50),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const page = await api.listCoupons({ type: 1, status: 0, page: 1, pageSize: 50 });
          expect(page.list[0]).toMatchObject({ amount: COUPON_FEN, minCost: 0, area: null });
        }),
      );
  });

  it('counts the coupons by status for the tabs', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.unusedCoupons, { phone: PHONE, count: 2 }))
      .uponReceiving('a request for the counts of the coupons by status')
      .withRequest('GET', '/user/v1/api/member/coupon/data', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        // unused above 0: a provider that ignored the state (no coupon) fails.
        response.jsonBody(success({ unused: positive(2), used: count(0), expired: count(0) })),
      )
      .executeTest(
        settled(async (server) => {
          const stats = await clientFor(server, { signedInWith: ACCESS_TOKEN }).getCouponStats();
          expect(stats.unused).toBe(2);
        }),
      );
  });

  it('shows one coupon as it is now', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...hasCoupon)
      .uponReceiving('a request for one of the member’s coupons')
      .withRequest('GET', `/user/v1/api/member/coupon/${COUPON_SERIAL}/show`, (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(success(couponBody())))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const coupon = await api.showCoupon(COUPON_SERIAL);
          expect(coupon).toMatchObject({ serial: COUPON_SERIAL, status: 0, held: false });
        }),
      );
  });

  it('redeems a voucher code into a coupon', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.couponCodeUnused, { code: REDEMPTION_CODE }))
      .uponReceiving('a request to redeem a voucher code')
      .withRequest('POST', '/user/v1/api/member/coupon/convert', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { code: REDEMPTION_CODE });
      })
      .willRespondWith(200, (response) => response.jsonBody(success(couponBody())))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const coupon = await api.convertCoupon(REDEMPTION_CODE);
          expect(coupon.amount).toBe(COUPON_FEN);
        }),
      );
  });

  it('clears the expired coupons and says how many', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...given(STATES.expiredCoupons, { phone: PHONE, count: 2 }))
      .uponReceiving('a request to clear the expired coupons')
      .withRequest('POST', '/user/v1/api/member/coupon/timeout/clear', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) => response.jsonBody(success({ removed: positive(2) })))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect((await api.clearExpiredCoupons()).removed).toBe(2);
        }),
      );
  });
});

const NOTICE_BOOK_CODE = 'PO2026112100009';

/**
 * Parking notices and auto-pay per plate: my vehicles switches the notices (the catalogued
 * `attention/subscribe`) and auto-pay with its cap, the payment page reads whether auto-pay is on,
 * and messages lists the notices the chat platform delivered. Except the catalogued switch, these
 * operations are x-inferred (our design), so their interactions are pending: a real provider that
 * differs is told without failing its build.
 */
describe('parking notices and auto-pay', () => {
  const car = () =>
    given(STATES.car, { phone: PHONE, serial: CAR_SERIAL, plate: PLATE, plateType: 1 });

  it('turns the parking notices of a plate on', async () => {
    await pact
      .addInteraction()
      .given(...loggedIn())
      .given(...car())
      .uponReceiving('a request to turn on the parking notices of a plate')
      .withRequest('POST', '/user/v1/api/member/attention/subscribe', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { number: PLATE, subscribe: '1' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(success({ number: plate(PLATE), subscribe: 1 })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          expect(await api.subscribeAttention({ number: PLATE, subscribe: 1 })).toEqual({
            number: PLATE,
            subscribe: 1,
          });
        }),
      );
  });

  it("lists each plate's notices switch and auto-pay", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn())
      .given(...car())
      .given(...given(STATES.autoPayOn, { phone: PHONE, plate: PLATE, cap: 5000 }))
      .uponReceiving("a request for the plates' notices and auto-pay")
      .withRequest('GET', '/user/v1/api/member/attention/list', (request) =>
        request.headers(AUTHORISED),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            eachLike({
              number: plate(PLATE),
              subscribe: oneOf('PlateNotices.subscribe', 1),
              autoPay: oneOf('PlateNotices.autoPay', 1),
              autoPayCap: fen(5000),
            }),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const [setting] = await api.listAttentions();
          expect(setting).toEqual({ number: PLATE, subscribe: 1, autoPay: 1, autoPayCap: 5000 });
        }),
      );
  });

  it('turns auto-pay on for a plate with a cap', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn())
      .given(...car())
      .uponReceiving('a request to turn on auto-pay for a plate with a cap of 30 yuan')
      .withRequest('POST', '/user/v1/api/member/attention/autopay', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { number: PLATE, autoPay: '1', cap: '3000' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            number: plate(PLATE),
            subscribe: oneOf('PlateNotices.subscribe', 0),
            autoPay: 1,
            autoPayCap: 3000,
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const setting = await api.setAutoPay({ number: PLATE, autoPay: 1, cap: 3000 });
          expect(setting).toMatchObject({ autoPay: 1, autoPayCap: 3000 });
        }),
      );
  });

  it('lists the notices the chat platform delivered, with their links', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn())
      .given(...car())
      .given(
        ...given(STATES.paymentNotice, { phone: PHONE, plate: PLATE, bookCode: NOTICE_BOOK_CODE }),
      )
      .uponReceiving('a request for the chat notices sent to the member')
      .withRequest('GET', '/user/v1/api/member/attention/notices', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial('1'),
              kind: oneOf('ChatNoticeKind', 'paymentReceived'),
              title: text('支付成功'),
              content: text('停车费 云N12345（1笔），已支付4.00元。已由余额自动支付。'),
              link: text(`/m/order/show?c=${NOTICE_BOOK_CODE}`),
              data: {
                number: plate(PLATE),
                amount: fen(400),
                bookCode: serial(NOTICE_BOOK_CODE),
                automatic: 1,
              },
              createTime: dateTime(),
            }),
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const notices = await api.listChatNotices({ page: 1, pageSize: 10 });
          expect(notices.list[0]).toMatchObject({
            kind: 'paymentReceived',
            link: `/m/order/show?c=${NOTICE_BOOK_CODE}`,
            data: { number: PLATE, amount: 400, automatic: 1 },
          });
        }),
      );
  });
});
