/**
 * Numeric ids, without zod (screens that only read load no validators,
 * decision 0020). Every numeric id column here (postings, companies, alarms,
 * exposures, reports) is a PostgreSQL `integer` identity.
 */

/** Largest value of PostgreSQL's `integer` (int4). */
export const INT4_MAX = 2_147_483_647;

/**
 * The id in a field that holds ids of several kinds as text (an interest's
 * contentId, a report's targetId): plain digits, as the app writes them, and
 * within INT4_MAX; undefined when the text is not such an id.
 */
export function idFromText(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= INT4_MAX ? id : undefined;
}
