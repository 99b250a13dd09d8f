import type { IdentityPurpose, IdentityResult } from '@ilteo/contract';
import type { IdentityRequestRow } from './repository';

/** 010-****-5678: enough for the person to recognise their number, not to read it. */
export function maskMobile(mobile: string): string {
  const head = mobile.slice(0, 3);
  const tail = mobile.slice(-4);
  const middle = '*'.repeat(Math.max(mobile.length - 7, 0));
  return `${head}-${middle}-${tail}`;
}

/**
 * The fields that leave: never CI/DI or the full number, and the person's
 * details only while the request is verified and unexpired.
 */
export function presentIdentityResult(
  row: Pick<IdentityRequestRow, 'requestId' | 'status' | 'name' | 'birthDate' | 'mobile'> & {
    purpose: IdentityPurpose;
    expired: boolean;
  },
): IdentityResult {
  const status: IdentityResult['status'] =
    (row.status === 'pending' || row.status === 'verified') && row.expired
      ? 'expired'
      : row.status === 'verified' || row.status === 'failed' || row.status === 'used'
        ? row.status
        : 'pending';
  const shown = status === 'verified';
  return {
    requestId: row.requestId,
    purpose: row.purpose,
    status,
    name: shown ? row.name : null,
    birthDate: shown ? row.birthDate : null,
    maskedMobile: shown && row.mobile ? maskMobile(row.mobile) : null,
  };
}
