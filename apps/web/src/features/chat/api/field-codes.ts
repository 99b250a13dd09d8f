import { RESPONSE_CODES } from '@ilteo/contract';

/** Refusals the chat's forms show in place (a bad field, a closed chat, a duplicate) instead of an alert. */
export const FIELD_CODES = [
  RESPONSE_CODES.REQUEST_FAILED.code,
  RESPONSE_CODES.REQUEST_REJECTED.code,
  RESPONSE_CODES.DUPLICATE.code,
  RESPONSE_CODES.NOT_IN_PERIOD.code,
] as const;
