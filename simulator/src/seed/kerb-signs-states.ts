import { AREAS } from '@dehong/api-spec/domain';
import { type StateContext } from './context';
import { orderBuilder } from './parking-states';

/** Sticker reports, filed through the reports service as a member files them. */
export function kerbSignStates(context: StateContext) {
  const { member, services } = context;
  const { space } = orderBuilder(context);

  return {
    /**
     * A kerb space `device` in Mangshi (made if missing) where the member reported a forged code
     * sticker (the text read, a note, no photo): the report is open.
     */
    stickerReported(phone: string, device: string, code: string) {
      space(AREAS.mangshi, device);
      services.stickerReports.report(
        member(phone),
        { reason: 'forged', device, code, note: '二维码贴纸盖在原来的上面' },
        '',
      );
    },
  };
}
