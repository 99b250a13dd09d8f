import { RESPONSE_CODES } from '@ilteo/contract';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * Codes the inquiry form reports beside itself: a field's message, the
 * hourly limit and an answered inquiry (202), someone else's (102) and a
 * file the server refused (901). Success is announced by the screen.
 */
export const QNA_FORM_CODES: readonly string[] = [
  ...FIELD_ERROR_CODES,
  RESPONSE_CODES.PERMISSION_DENIED.code,
  RESPONSE_CODES.FILE_TYPE_REJECTED.code,
];
