import { sql } from 'drizzle-orm';
import type { MyHomeApplications } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { rowsOf } from './repository';

/**
 * My home's 지원 현황 block (DASHBOARD_APPLICATION_STATES): 지원 완료 (every
 * application not cancelled), 열람, 서류 통과 (past the first stage, or an
 * external one the member marked passed), 불합격; and the offers still
 * waiting for an answer. Two index-served counts over the member's rows.
 */
export async function applicationHomeCounts(
  db: Database,
  memberId: string,
  now: Date,
): Promise<MyHomeApplications> {
  const [counts] = await rowsOf<{
    applied: number;
    viewed: number;
    passed: number;
    failed: number;
  }>(
    db,
    sql`select
          count(*)::int as applied,
          count(*) filter (where viewed_at is not null)::int as viewed,
          count(*) filter (where current_stage > 0 or status = 'hired'
            or external_status in ('document-passed', 'interview', 'hired'))::int as passed,
          count(*) filter (where status = 'failed')::int as failed
        from application
        where member_id = ${memberId} and status <> 'cancelled'`,
  );
  const [offers] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_offer
        where member_id = ${memberId} and status = 'sent' and expires_at > ${now.toISOString()}`,
  );
  const c = counts ?? { applied: 0, viewed: 0, passed: 0, failed: 0 };
  return {
    available: true,
    counts: { applied: c.applied, viewed: c.viewed, passed: c.passed, failed: c.failed },
    total: c.applied,
    offers: offers?.n ?? 0,
  };
}
