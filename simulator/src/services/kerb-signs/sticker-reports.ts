import { DAY_MS, HOUR_MS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type {
  StickerReason,
  StickerReportRow,
  StickerStatus,
} from '../../repositories/kerb-signs/kerb-signs';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, apiTimeOrNull, pageOf, paging, type PageQuery } from '../../util/format';
import { randomDigits } from '../../util/random';
import { isCleanText } from '../../util/text';
import type { memberService } from '../members/members';
import { ownImageUpload, signedUploadLink } from '../media/uploads';
import type { ChatNoticeService } from '../notices/chat-notices';

export type StickerReport = Schemas['StickerReport'];

/** How many reports one member may file: enough for a street of fakes, not a flood. */
export const STICKER_REPORTS_PER_HOUR = 5;
export const STICKER_REPORTS_PER_DAY = 20;

/** Where the reporter's notice leads: the report page, which lists their reports. */
export const STICKER_REPORTS_LINK = '/m/kerb/report';

export interface StickerReportRequest {
  reason: StickerReason;
  code?: string;
  device?: string;
  lng?: number;
  lat?: number;
  photo?: string;
  note?: string;
}

/**
 * Reports of suspect code stickers at the kerb: a member tells the patrol where a code that is
 * not the operator's was found (the text the scanner read, the space, or the phone's position),
 * with a photo and a note; the patrol marks it handled in the console and the member is told in
 * the chat app and in their messages. A member sees their own reports alone.
 */
export function stickerReportService(
  store: Store,
  clock: Clock,
  deps: { members: ReturnType<typeof memberService>; chatNotices: ChatNoticeService },
) {
  const { stickerReports, kerbSigns } = store;

  function toReport(row: StickerReportRow): StickerReport {
    const upload = row.photo ? store.uploads.byToken(row.photo) : undefined;
    return {
      serial: row.serial,
      reason: row.reason,
      code: row.code,
      device: row.device,
      stationName: row.station_name,
      space: row.space,
      lng: row.lng,
      lat: row.lat,
      photo: upload ? signedUploadLink(upload, clock.nowMs()) : null,
      note: row.note,
      status: row.status,
      answer: row.answer,
      createTime: apiTime(row.created_at),
      handleTime: apiTimeOrNull(row.handled_at),
    };
  }

  /** A member's reports in the last hour and day stay within the limits (simulator clock). */
  function withinLimits(member: MemberRow, now: number) {
    if (
      stickerReports.countSince(member.id, now - HOUR_MS) >= STICKER_REPORTS_PER_HOUR ||
      stickerReports.countSince(member.id, now - DAY_MS) >= STICKER_REPORTS_PER_DAY
    ) {
      throw fail('tooManyStickerReports');
    }
  }

  return {
    report(member: MemberRow, request: StickerReportRequest, origin: string): StickerReport {
      const code = request.code ?? '';
      const note = (request.note ?? '').trim();
      const { lng, lat } = request;
      if ((lng === undefined) !== (lat === undefined)) {
        throw badRequest('lng and lat go together');
      }
      if (request.device !== undefined && !kerbSigns.byDevice(request.device)) {
        throw notFound('device');
      }
      if (!code && request.device === undefined && lng === undefined) {
        throw fail('stickerReportNoPlace');
      }
      // The code is kept as read (the patrol reads it as text, never as a link); like the note it
      // may not hide what it says.
      if (!isCleanText(code) || !isCleanText(note)) throw fail('textInvalid');
      const photo = request.photo
        ? ownImageUpload(store, member, request.photo, origin).token
        : null;
      const now = clock.nowMs();
      const id = store.transaction(() => {
        withinLimits(member, now);
        return stickerReports.insert({
          serial: `SR${randomDigits(16)}`,
          memberId: member.id,
          reason: request.reason,
          code,
          device: request.device ?? null,
          lng: lng ?? null,
          lat: lat ?? null,
          photo,
          note,
          createdAt: now,
        });
      });
      return toReport(stickerReports.byId(id)!);
    },

    /** The member's own reports, newest first. */
    list(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      return pageOf(
        stickerReports
          .ofMember(member.id, { limit: page.limit, offset: page.offset })
          .map(toReport),
        stickerReports.countOfMember(member.id),
        page,
      );
    },

    /** The console: reports by state (all when none), newest first, with the reporter's phone. */
    adminList(status: StickerStatus | null, limit = 200) {
      return stickerReports.ofStatus(status, limit).map((row) => ({
        ...toReport(row),
        id: row.id,
        phone: store.members.byId(row.member_id)?.phone ?? '',
        // Where to put it on the map: the phone's position, else the space's street.
        position:
          row.lng !== null && row.lat !== null
            ? { lng: row.lng, lat: row.lat, from: 'phone' as const }
            : row.station_lng !== null && row.station_lat !== null
              ? { lng: row.station_lng, lat: row.station_lat, from: 'space' as const }
              : null,
      }));
    },

    /** The patrol checked it: handled, and the reporter is told (chat app and messages). */
    handle(id: number, answer: string): StickerReport {
      const row = stickerReports.byId(id);
      if (!row) throw notFound('stickerReport');
      if (!isCleanText(answer)) throw fail('textInvalid');
      const now = clock.nowMs();
      const params = {
        reported: apiTime(row.created_at),
        station: row.station_name ?? '',
        space: row.space ?? '',
        answer,
      };
      store.transaction(() => {
        if (!stickerReports.handle(id, answer, now)) throw fail('stickerReportHandled');
        deps.members.notifyOf(row.member_id, 'stickerReportHandled', params);
        deps.chatNotices.send(row.member_id, 'stickerReportHandled', params, STICKER_REPORTS_LINK);
      });
      return toReport(stickerReports.byId(id)!);
    },
  };
}

export type StickerReportService = ReturnType<typeof stickerReportService>;
