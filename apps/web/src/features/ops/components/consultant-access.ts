import { RESPONSE_CODES } from '@ilteo/contract';
import { isApiError } from '@/shared/api/api-error';

/**
 * The console does not know an operator's flags (the operator call names
 * only login id and name); the server refuses the consulting screens with
 * 102 to an operator without the consultant flag, and they say so in place.
 */
export const isNotConsultant = (error: unknown): boolean =>
  isApiError(error) && error.code === RESPONSE_CODES.PERMISSION_DENIED.code;

export const NOT_CONSULTANT = '컨설턴트로 지정된 운영자만 기업 컨설팅을 볼 수 있습니다.';
