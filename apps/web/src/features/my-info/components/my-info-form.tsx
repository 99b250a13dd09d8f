import type { ReactNode, SyntheticEvent } from 'react';
import { SubmitButton } from '@/shared/ui/form';

/**
 * One form of 회원정보 수정 (address, contact, password, consents): titled
 * by its heading, with its save button under the fields; `submit` null for
 * a form with nothing to save.
 */
export function MyInfoForm({
  id,
  title,
  onSubmit,
  submit,
  children,
}: {
  /** Names the heading: `${id}-title`. */
  id: string;
  title: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => unknown;
  submit: { label: string; pending: boolean } | null;
  children: ReactNode;
}) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="my-info__title">
        {title}
      </h2>
      {children}
      {submit && (
        <SubmitButton className="my-info__actions" pending={submit.pending}>
          {submit.label}
        </SubmitButton>
      )}
    </form>
  );
}
