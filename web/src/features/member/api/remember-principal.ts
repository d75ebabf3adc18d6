import type { Schemas } from '@dehong/api-spec';
import { api } from '@/lib/api';

/** The session keeps the principal (spec section 3): a profile change updates it there too. */
export function rememberPrincipal(member: Schemas['MemberInfo']): void {
  const userData = api.session.userData;
  if (!userData) return;
  const { nickname, accountPic, phone } = member;
  api.session.saveLogin({ ...userData, principal: { nickname, accountPic, phone } });
}
