import { addDays, RENEWAL_NOTICE_DAYS } from '@dehong/api-spec/domain';

/**
 * Whether a signed-in member may have clock-driven work due, as an SQL expression over `member`
 * (an id: `@memberId`, or a column such as `m.id`). Asked on every signed-in request so the
 * member's own hooks run only then (they took two statements when nothing was due, and one per
 * plate and per membership for a member with cars). Never false when a hook would act: true when
 * the member has a running charging session (`ChargingService.settleDueOf` then checks its cost
 * against the balance), or a plate whose latest membership (`memberships.latest`) ends within
 * RENEWAL_NOTICE_DAYS[0] days by the simulator clock with a notice it has reached not yet given to
 * this member (`CarService.noticeRenewals`). Its parameters are `noticeDates(today)`'s.
 *
 * Indexed throughout: the running sessions by charge_orders_active_member, the member's plates by
 * cars (member_id, number), each plate's latest membership by memberships_number, the notices by
 * their key. CROSS JOIN keeps the plates the outer loop (SQLite's planner may otherwise scan the
 * memberships).
 */
export function memberWorkDueSql(member: string): string {
  // A membership ending on `until_<days>` or earlier (and not before today) has `days` or fewer
  // left: end dates are ISO (YYYY-MM-DD), so their text order is their date order.
  const noticeDue = RENEWAL_NOTICE_DAYS.map(
    (days) =>
      `(due_m.end_date <= @until_${days} AND NOT EXISTS (SELECT 1 FROM renewal_notices due_n
         WHERE due_n.membership_id = due_m.id AND due_n.member_id = ${member} AND due_n.days = ${days}))`,
  ).join(' OR ');
  return `(EXISTS (SELECT 1 FROM charge_orders due_o WHERE due_o.member_id = ${member} AND due_o.finish_at IS NULL)
    OR EXISTS (
      SELECT 1 FROM cars due_c CROSS JOIN memberships due_m ON due_m.id = (
        SELECT due_l.id FROM memberships due_l WHERE due_l.number = due_c.number
        ORDER BY due_l.end_date DESC, due_l.id DESC LIMIT 1)
      WHERE due_c.member_id = ${member} AND due_m.end_date >= @today AND (${noticeDue})))`;
}

/** The parameters of `memberWorkDueSql` on the simulator day `today` (YYYY-MM-DD). */
export function noticeDates(today: string): Record<string, string> {
  const dates: Record<string, string> = { today };
  for (const days of RENEWAL_NOTICE_DAYS) dates[`until_${days}`] = addDays(today, days);
  return dates;
}
