import type { components, paths } from './generated/schema';

export type { paths, components };
export type Schemas = components['schemas'];

type Method = 'get' | 'post';
type Operation<P extends keyof paths, M extends Method> = paths[P][M] extends infer O
  ? O extends { parameters: unknown }
    ? O
    : never
  : never;

/** The query parameters of an operation, as the generated types describe them. */
export type QueryOf<P extends keyof paths, M extends Method = 'get'> = NonNullable<
  Operation<P, M>['parameters'] extends { query?: infer Q } ? Q : never
>;

/** The form body of an operation, as the generated types describe it. */
export type FormOf<P extends keyof paths> =
  Operation<P, 'post'> extends { requestBody: { content: infer C } }
    ? C extends { 'application/x-www-form-urlencoded': infer B }
      ? B
      : never
    : never;

export type Order = Schemas['Order'];
export type RepaySummary = Schemas['RepaySummary'];
export type PayOrderPayload = Schemas['PayOrderPayload'];
export type PayOrder = Schemas['PayOrder'];
export type PayParams = Schemas['PayParams'];
export type PublishedPayOrder = Schemas['PublishedPayOrder'];
export type UserData = Schemas['UserData'];
export type Principal = Schemas['Principal'];
export type MemberFunds = Schemas['MemberFunds'];
export type MembershipCard = Schemas['MembershipCard'];
export type RechargePackage = Schemas['RechargePackage'];
export type Vehicle = Schemas['Vehicle'];
export type SpaceMessage = Schemas['SpaceMessage'];
export type Car = Schemas['Car'];
export type Lot = Schemas['Lot'];
export type News = Schemas['News'];
export type NewsType = Schemas['NewsType'];
export type Banner = Schemas['Banner'];
export type AppConfig = Schemas['AppConfig'];
export type Staff = Schemas['Staff'];
export type DeviceInfo = Schemas['DeviceInfo'];
export type OrderTotal = Schemas['OrderTotal'];
export type AreaCode = Schemas['AreaCode'];
export type PlateType = Schemas['PlateType'];
export type OrderStatus = Schemas['OrderStatus'];
export type UnitInfo = Schemas['UnitInfo'];
export type ClosePreview = Schemas['ClosePreview'];
