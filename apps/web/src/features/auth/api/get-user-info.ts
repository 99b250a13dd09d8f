import { API, loginInfoSchema, type LoginInfo } from '@ilteo/contract';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/auth/getUserInfo — only after verifyToken said logged in (spec §7). */
export async function getUserInfo(): Promise<LoginInfo> {
  const envelope = await request({
    url: API.auth.userInfo,
    silent: true,
    redirectOnSessionEnd: false,
  });
  return responseData(envelope, import.meta.env.DEV && loginInfoSchema);
}
