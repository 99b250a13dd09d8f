import { ANONYMOUS_USER, API } from '@ilteo/contract';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/cmmn/verifyToken — the login id, or 'anonymousUser' (spec §4).
 * A background check: it never alerts nor leaves the page; an expired access
 * token goes through the refresh flow first (the server answers 401).
 */
export async function verifyToken(): Promise<string | null> {
  const envelope = await request({
    url: API.session.verifyToken,
    silent: true,
    redirectOnSessionEnd: false,
  });
  const loginId = responseData(envelope, import.meta.env.DEV && z.string());
  return loginId === ANONYMOUS_USER ? null : loginId;
}
