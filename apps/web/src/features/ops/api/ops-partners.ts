import {
  OPS_API,
  opsPartnerListSchema,
  opsPartnerSchema,
  rosterResultSchema,
  withQuery,
  type OpsPartner,
  type RosterResult,
} from '@ilteo/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';

/** The console's partner schools (decision 0042): list, register, roster, end. */

const PARTNERS_KEY = ['ops', 'partners'] as const;

/** GET /api/v1/ops/partners. */
export async function getOpsPartners(signal?: AbortSignal): Promise<OpsPartner[]> {
  const envelope = await request({ url: OPS_API.partners, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && opsPartnerListSchema);
}

export const opsPartnersQueryOptions = () =>
  queryOptions({ queryKey: PARTNERS_KEY, queryFn: ({ signal }) => getOpsPartners(signal) });

export function useOpsPartners() {
  return useQuery(opsPartnersQueryOptions());
}

/** POST /api/v1/ops/partners { name } (1201 when the school already is one: an alert). */
export async function registerPartner(name: string): Promise<OpsPartner> {
  const envelope = await request({
    method: 'POST',
    url: OPS_API.partners,
    data: { name },
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && opsPartnerSchema);
}

/**
 * A roster file's text. Korean spreadsheets often save CSV as CP949 (EUC-KR),
 * so a file that is not valid UTF-8 is read as that instead.
 */
export async function readRosterFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** POST /api/v1/ops/partners/roster?universityId= with the CSV as text/csv. */
export async function uploadRoster(universityId: number, csv: string): Promise<RosterResult> {
  const envelope = await request({
    method: 'POST',
    url: withQuery(OPS_API.partnerRoster, { universityId }),
    data: csv,
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && rosterResultSchema);
}

/** DELETE /api/v1/ops/partners?universityId= — ends it; the roster and verifications are deleted. */
export async function endPartnership(universityId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.partners, { universityId }),
    useLoading: true,
  });
}

export function usePartnerMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: PARTNERS_KEY });
  return {
    register: useMutation({ mutationFn: registerPartner, onSettled }),
    upload: useMutation({
      mutationFn: (v: { universityId: number; csv: string }) => uploadRoster(v.universityId, v.csv),
      onSettled,
    }),
    end: useMutation({ mutationFn: endPartnership, onSettled }),
  };
}
