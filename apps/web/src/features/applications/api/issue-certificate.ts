import { RESPONSE_CODES, employmentCertificateSchema, APPLICATION_API } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST /api/v1/person/myhome/applications/certificate {from, to} — issues a
 * 취업활동 증명서 for a period of at most 90 days and answers with it (its
 * issue number is what the print page reads). A refused period (202) is
 * shown next to the form, not in an alert.
 */
export async function issueCertificate(period: { from: string; to: string }): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: APPLICATION_API.certificate,
    data: period,
    useLoading: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.REGISTERED.code],
  });
  return responseData(
    envelope,
    import.meta.env.DEV && employmentCertificateSchema.pick({ certNo: true }),
  ).certNo;
}

export function useIssueCertificate() {
  return useMutation({ mutationFn: issueCertificate });
}
