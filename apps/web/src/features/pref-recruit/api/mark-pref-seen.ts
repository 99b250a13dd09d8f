import { API } from '@ilteo/contract';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/person/recrt-info/preference/seen — the member has looked at
 * the matches, so they stop counting as new. A background bookkeeping call:
 * it never alerts, and a failure only means they stay new a little longer.
 */
export async function markPrefSeen(): Promise<void> {
  try {
    await request({ method: 'POST', url: API.recruit.prefSeen, silent: true });
  } catch (error) {
    console.warn('[pref-recruit] could not mark the matches seen', error);
  }
}
