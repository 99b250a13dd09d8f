import { eq, sql } from 'drizzle-orm';
import { CODE_GROUPS } from '@ilteo/contract';
import { selectRows, type Transaction } from '../../db/client';
import { company } from '../../db/schema';
import { searchText } from '../../lib/search-grams';
import { codeBook } from '../postings';
import { indexDocuments } from '../search';

/**
 * The data source of a page nothing has been imported for: the presenter
 * and the screens show empty states for it, never figures.
 */
export const NO_DATA_SOURCE = 'none';

/**
 * Gives the company of an approved company member an empty page: a profile
 * with no facts (no industry group, listing or CEO: unknown, not guessed), a
 * stats row of zeros (which the list reads as "no reviews yet") and the
 * search document the list's name search and the global search find it by.
 * A company registered by a sign-up has none of these, so its detail would
 * be a 404. They are written when an operator approves the account, not at
 * the sign-up: an account awaiting approval must not put a name on a public
 * page (decision 0034). A company that already has its profile (the
 * generator's or an importer's) keeps it and its document.
 */
export async function ensureCompanyPageOf(tx: Transaction, userId: string): Promise<void> {
  const created = await selectRows<{ company_id: number }>(
    tx,
    sql`
    insert into company_profile (company_id, industry_group, listing, ceo_name, data_source)
    select m.company_id, '', '', '', ${NO_DATA_SOURCE}
      from company_member m where m.user_id = ${userId}
    on conflict (company_id) do nothing
    returning company_id`,
  );
  await tx.execute(sql`
    insert into company_stats (company_id, industry_group)
    select m.company_id, p.industry_group
      from company_member m join company_profile p on p.company_id = m.company_id
     where m.user_id = ${userId}
    on conflict (company_id) do nothing`);
  const companyId = created[0]?.company_id;
  if (companyId === undefined) return;
  const [c] = await tx.select().from(company).where(eq(company.companyId, companyId));
  if (!c) return;
  await indexDocuments(tx, [
    {
      kind: 'company',
      refId: String(c.companyId),
      title: c.name,
      subtitle: [codeBook.name(CODE_GROUPS.companyType, c.companyType), c.industry]
        .filter(Boolean)
        .join(' · '),
      meta: c.regionCode ? [codeBook.regionLabel(c.regionCode)] : [],
      searchText: searchText([c.name, c.industry]),
      rank: 0,
    },
  ]);
}
