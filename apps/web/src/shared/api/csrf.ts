import { CSRF_HEADER, STORAGE_KEYS } from '@ilteo/contract';
import { readStorage, writeStorage } from '@/shared/lib/storage';

/**
 * The server sends a CSRF token in a response header; we keep the latest one
 * in localStorage (spec §7) and send it back on every request.
 */
export function rememberCsrfToken(response: Response): void {
  const token = response.headers.get(CSRF_HEADER);
  if (token) writeStorage(STORAGE_KEYS.csrfToken, token);
}

export function csrfToken(): string | null {
  return readStorage(STORAGE_KEYS.csrfToken);
}
