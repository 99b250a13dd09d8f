import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with 보기/숨기기 beside it, so a person on a phone can
 * check what they typed. The button is named by its text (not aria-label),
 * so finding the input by its label still finds only the input.
 */
export function PasswordField({ id, label, ...props }: Omit<TextFieldProps, 'type' | 'action'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      type={shown ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="button button--secondary field__reveal"
          aria-controls={inputId}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <span className="sr-only">{label} </span>
          {shown ? '숨기기' : '보기'}
        </button>
      }
    />
  );
}
