import { useId, useState } from 'react';
import { FormAlert } from './form-alert';

/**
 * A refusal the form itself shows above its button (wrong password, locked
 * account), announced and tied to the field it concerns: spread
 * `fieldProps` into that field and render `alert` where it belongs.
 */
export function useFormFailure() {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  return {
    show: setMessage,
    fieldProps: message ? { 'aria-describedby': id } : {},
    alert: message && (
      <FormAlert id={id}>
        <p>{message}</p>
      </FormAlert>
    ),
  };
}
