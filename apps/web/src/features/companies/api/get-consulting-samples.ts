import { consultingSamplesSchema, type ConsultingSummary, CONSULTING_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { consultingKeys } from './consulting-keys';

/** GET /api/v1/person/company/info/consulting/samples — anonymised finished results anyone may open. */
export async function getConsultingSamples(signal?: AbortSignal): Promise<ConsultingSummary[]> {
  const envelope = await request({
    url: CONSULTING_API.samples,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingSamplesSchema);
}

export const consultingSamplesQuery = () =>
  queryOptions({
    queryKey: consultingKeys.samples(),
    queryFn: ({ signal }) => getConsultingSamples(signal),
    // Seeded examples: they do not change while the page is open.
    staleTime: 10 * 60 * 1000,
  });

export const useConsultingSamples = () => useQuery(consultingSamplesQuery());
