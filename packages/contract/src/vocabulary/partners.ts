/** University partnerships (issue 24, decision 0042). */

export const PARTNER_STATES = { active: '제휴 중', ended: '제휴 종료' } as const;
export type PartnerState = keyof typeof PARTNER_STATES;

/** Rows one roster upload may hold. */
export const ROSTER_MAX_ROWS = 20_000;
/** Failed verification attempts a member may make per hour (the roster cannot be probed). */
export const CAMPUS_VERIFY_PER_HOUR = 5;
