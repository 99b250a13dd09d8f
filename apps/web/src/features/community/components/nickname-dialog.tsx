import { COMMUNITY_LIMITS, RESPONSE_CODES } from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { Modal } from '@/shared/ui/modal/modal';
import { NICKNAME_TAKEN, useSetNickname } from '../api/set-nickname';
import { fieldMessage } from '../lib/field-errors';

const { nicknameMin: MIN, nicknameMax: MAX } = COMMUNITY_LIMITS;
const PATTERN = /^[가-힣a-zA-Z0-9_]+$/;

/** The contract's nickname rules, checked before the call (the server checks them again). */
function nicknameProblem(nickname: string): string | null {
  if (nickname.length < MIN) return `닉네임은 ${String(MIN)}자 이상이어야 합니다.`;
  if (nickname.length > MAX) return `닉네임은 ${String(MAX)}자 이하여야 합니다.`;
  if (!PATTERN.test(nickname)) return '닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.';
  return null;
}

/**
 * 닉네임 정하기, before a member's first post or comment: shown beside what
 * they write instead of their name or login id, and chosen once. A taken
 * one (302) or one equal to the login id or name (202) is said under the field.
 */
export function NicknameDialog({
  onClose,
  onChosen,
}: {
  onClose: () => void;
  onChosen: (nickname: string) => void;
}) {
  const id = useId();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetNickname();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = nickname.trim();
    const problem = nicknameProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      onChosen(await save.mutateAsync(value));
    } catch (failure) {
      if (!isApiError(failure)) return;
      if (failure.code === NICKNAME_TAKEN) setError(failure.message);
      else if (failure.code === RESPONSE_CODES.REQUEST_REJECTED.code)
        setError(fieldMessage(failure, 'nickname') ?? failure.message);
    }
  };

  const errorId = `${id}-error`;
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="commu-dialog"
    >
      <form className="commu-dialog__form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id={`${id}-title`} className="commu-dialog__title">
          닉네임 정하기
        </h2>
        <p id={`${id}-lead`} className="commu-dialog__lead">
          커뮤니티에서는 이름이나 아이디 대신 닉네임이 보입니다. 닉네임은 한 번 정하면 바꿀 수
          없습니다.
        </p>
        <div className="field">
          <label htmlFor={`${id}-nickname`} className="field__label">
            닉네임
          </label>
          <input
            id={`${id}-nickname`}
            className="input"
            autoComplete="off"
            maxLength={MAX}
            value={nickname}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
            onChange={(e) => setNickname(e.target.value)}
          />
          <p id={`${id}-hint`} className="field__description">
            한글, 영문, 숫자, 밑줄(_)로 {String(MIN)}~{String(MAX)}자
          </p>
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="commu-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            정하기
          </button>
        </div>
      </form>
    </Modal>
  );
}
