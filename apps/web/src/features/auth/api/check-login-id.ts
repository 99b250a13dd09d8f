import { API, checkLoginIdResultSchema } from '@ilteo/contract';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET check-id?loginId — whether the id is free (중복 확인). */
export async function checkLoginId(loginId: string): Promise<boolean> {
  const envelope = await request({
    url: API.account.checkLoginId,
    params: { loginId },
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && checkLoginIdResultSchema).available;
}
