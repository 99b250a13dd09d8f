import {
  careerLookupRecordSchema,
  type CareerLookupRecord,
  type CareerLookupResult,
  type CareerLookupStart,
} from '@ilteo/contract';

export function presentStart(
  lookupId: string,
  authUrl: string | undefined,
  expiresAt: Date,
): CareerLookupStart {
  return { lookupId, authUrl: authUrl ?? null, expiresAt: expiresAt.toISOString() };
}

/** Stored records are read back through the contract's schema: a bad row is dropped, never sent. */
export function presentResult(lookupId: string, stored: unknown): CareerLookupResult {
  const rows = Array.isArray(stored) ? stored : [];
  const records: CareerLookupRecord[] = rows.flatMap((row) => {
    const parsed = careerLookupRecordSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return { lookupId, records };
}
