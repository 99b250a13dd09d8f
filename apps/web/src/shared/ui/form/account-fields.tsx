import type { ReactNode } from 'react';
import { PasswordField } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

type FieldProps = Omit<TextFieldProps, 'label'>;

/** 아이디 as the sign-in, recovery and sign-up forms ask for it: no capitals, no spell check. */
export function LoginIdField(props: FieldProps) {
  return (
    <TextField
      label="아이디"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      requiredMark
      {...props}
    />
  );
}

/** 이메일 with the email keyboard and autofill. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="이메일"
      type="email"
      inputMode="email"
      autoComplete="email"
      requiredMark
      {...props}
    />
  );
}

/** The password one signs in with (the current one), with 보기. */
export function CurrentPasswordField({
  label = '비밀번호',
  ...props
}: Omit<FieldProps, 'type' | 'action'> & { label?: string }) {
  return <PasswordField label={label} autoComplete="current-password" requiredMark {...props} />;
}

/** A form's one primary button, disabled while its request is on the way. */
export function SubmitButton({
  pending,
  className = 'form__actions',
  children,
}: {
  pending: boolean;
  /** The row's class: `form__actions`, or the screen's own. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={pending}>
        {children}
      </button>
    </div>
  );
}
