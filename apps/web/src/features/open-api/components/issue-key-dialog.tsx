import { API_KEY_MAX_IPS, API_KEY_NAME_MAX, type ApiKeyIssued } from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { Modal } from '@/shared/ui/modal/modal';
import { toast } from '@/shared/ui/toast';
import { useIssueApiKey } from '../api/issue-api-key';

/** The addresses as typed: one a line (commas and spaces also split), blanks dropped. */
const ipsOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * 인증키 발급: a name and optional allowed addresses; then the whole key,
 * shown this once with a copy button, since only its hash is kept.
 */
export function IssueKeyDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [ips, setIps] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<ApiKeyIssued | null>(null);
  const issue = useIssueApiKey();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('키 이름을 입력해 주세요.');
      return;
    }
    const allowedIps = ipsOf(ips);
    if (allowedIps.length > API_KEY_MAX_IPS) {
      setError(`허용 IP는 ${String(API_KEY_MAX_IPS)}개까지 등록할 수 있습니다.`);
      return;
    }
    setError(null);
    try {
      setIssued(await issue.mutateAsync({ name: name.trim(), allowedIps }));
    } catch (failure) {
      if (isApiError(failure)) setError(failure.message);
    }
  };

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.apiKey);
      toast('인증키를 복사했습니다.');
    } catch {
      toast('복사하지 못했습니다. 키를 직접 선택해 복사해 주세요.');
    }
  };

  const errorId = `${id}-error`;
  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="api-key-dialog"
    >
      <h2 id={`${id}-title`} className="api-key-dialog__title">
        {issued ? '인증키가 발급되었습니다' : 'API 인증키 발급'}
      </h2>
      {issued ? (
        <div className="api-key-dialog__issued">
          <p id={`${id}-lead`} className="api-key-dialog__warning" role="alert">
            이 키는 지금 한 번만 보여 드립니다. 창을 닫으면 다시 볼 수 없습니다. 안전한 곳에 복사해
            두세요.
          </p>
          <div className="field">
            <label htmlFor={`${id}-key`} className="field__label">
              {issued.name} 인증키
            </label>
            <div className="field__control field__control--with-action">
              <input
                id={`${id}-key`}
                className="input api-key-dialog__key"
                readOnly
                value={issued.apiKey}
                onFocus={(e) => e.currentTarget.select()}
              />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy()}
              >
                복사
              </button>
            </div>
          </div>
          <div className="api-key-dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              확인했습니다
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <p id={`${id}-lead`} className="api-key-dialog__lead">
            하루 호출 한도가 있는 인증키를 발급합니다. 허용 IP를 적으면 그 주소에서만 키를 쓸 수
            있습니다.
          </p>
          <div className="field">
            <label htmlFor={`${id}-name`} className="field__label">
              키 이름<span className="field__required"> (필수)</span>
            </label>
            <input
              id={`${id}-name`}
              className="input"
              autoComplete="off"
              maxLength={API_KEY_NAME_MAX}
              value={name}
              aria-required
              aria-invalid={error && !name.trim() ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-ips`} className="field__label">
              허용 IP (선택)
            </label>
            <p id={`${id}-ips-hint`} className="field__description">
              한 줄에 하나씩, {String(API_KEY_MAX_IPS)}개까지 (예: 203.0.113.10). 비워 두면 모든
              주소에서 쓸 수 있습니다.
            </p>
            <textarea
              id={`${id}-ips`}
              className="input api-key-dialog__ips"
              rows={3}
              value={ips}
              aria-describedby={error ? `${id}-ips-hint ${errorId}` : `${id}-ips-hint`}
              onChange={(e) => setIps(e.target.value)}
            />
          </div>
          {error && (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="api-key-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              취소
            </button>
            <button type="submit" className="button button--primary" disabled={issue.isPending}>
              발급하기
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
