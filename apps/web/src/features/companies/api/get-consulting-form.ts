import { consultingFormSchema, type ConsultingForm, CONSULTING_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { consultingKeys } from './consulting-keys';

/**
 * GET /api/v1/person/company/info/consulting/form?companyId — the company's
 * open postings (with their questions and the member's open request for
 * each), the member's résumés and the stated answer time.
 */
export async function getConsultingForm(
  companyId: number,
  signal?: AbortSignal,
): Promise<ConsultingForm> {
  const envelope = await request({
    url: CONSULTING_API.form,
    params: { companyId },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingFormSchema);
}

export const consultingFormQuery = (companyId: number) =>
  queryOptions({
    queryKey: consultingKeys.form(companyId),
    queryFn: ({ signal }) => getConsultingForm(companyId, signal),
  });

/** Only for a logged-in member (`enabled`): the form is theirs. */
export const useConsultingForm = (companyId: number, enabled: boolean) =>
  useQuery({ ...consultingFormQuery(companyId), enabled });
