import { eq } from 'drizzle-orm';
import { EMPLOYER_API } from '@ilteo/contract';
import { application, companyMember } from '../../src/db/schema';
import type { createClient, TestApp } from './app';
import { applicant, submit, upload } from './applications';
import { FIXTURES } from './fixtures';
import { createUser, loggedInClient } from './users';

type Client = ReturnType<typeof createClient>;

/** The employer's screening API in tests (decision 0034). */

/** An approved company member of `companyId`, logged in. */
export async function companyMemberOf(t: TestApp, companyId: number) {
  const user = await createUser(t.database, { role: 'company', name: '김채용' });
  await t.database.db.insert(companyMember).values({ userId: user.userId, companyId });
  const client = await loggedInClient(t.app, user.loginId, user.password);
  return { user, client };
}

/** A member applies to the posting through the real apply call (a résumé with a photo, one PDF attached). */
export async function appliedTo(t: TestApp, postingId: number) {
  const member = await applicant(t);
  const pdf = await upload(member.client, '포트폴리오.pdf', FIXTURES.pdf);
  const res = await submit(member.client, {
    postingId,
    resumeId: member.resumeId,
    files: [pdf.saveName],
  });
  if (res.body.code !== '001')
    throw new Error(`apply failed: ${res.body.code} ${res.body.message}`);
  return { ...member, pdf, applicationId: res.body.data.applicationId };
}

export const openApplicant = (client: Client, applicationId: number) =>
  client.get<{
    snapshot: unknown;
    fileLinks: Record<string, string>;
    viewed: boolean;
    campus: { universityId: number; universityName: string; verifiedAt: string } | null;
  }>(EMPLOYER_API.applicant, { query: { applicationId: String(applicationId) } });

export const decide = (client: Client, applicationId: number, stageNo: number, result: string) =>
  client.post<{ status: string; currentStage: number }>(EMPLOYER_API.decide, {
    payload: { applicationId, stageNo, result },
  });

export async function applicationRow(t: TestApp, applicationId: number) {
  const [row] = await t.database.db
    .select()
    .from(application)
    .where(eq(application.applicationId, applicationId));
  if (!row) throw new Error('no application');
  return row;
}
