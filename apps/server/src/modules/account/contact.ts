import type { UserRecord } from '../auth';

export interface MemberContact {
  name: string;
  /** YYYY-MM-DD from identity verification, or null. */
  birthDate: string | null;
  mobile: string | null;
  email: string | null;
  zipCode: string | null;
  address: string | null;
  addressDetail: string | null;
}

/**
 * The contact details a member's account holds, for areas that prefill a
 * form the member then edits (a new résumé's 기본정보). Only these fields
 * leave the account area this way.
 */
export function memberContact(user: UserRecord): MemberContact {
  return {
    name: user.name,
    birthDate: user.birthDate,
    mobile: user.mobile,
    email: user.email,
    zipCode: user.zipCode,
    address: user.address,
    addressDetail: user.addressDetail,
  };
}
