import { installKoreanZodMessages } from '@ilteo/contract';

// Forms validate with the contract's schemas; zod's own messages (for rules
// the contract leaves unnamed) are made Korean, as on the server.
installKoreanZodMessages();

export { TextField, type TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export { FormAlert, LoadFailedAlert } from './form-alert';
export { applyServerFieldErrors, FIELD_ERROR_CODES, showServerErrors } from './server-errors';
export {
  NewPasswordFields,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_HINT,
  PASSWORD_MISMATCH,
} from './new-password-fields';
export { CurrentPasswordField, EmailField, LoginIdField, SubmitButton } from './account-fields';
export { useFormFailure } from './form-failure';
