import { groupDigits, type ValidKeyResult } from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useCheckApiKey } from '../api/check-api-key';

/**
 * 키 확인해 보기: sends the key to valid-key and reads the answer's status
 * and message out (aria-live), as a partner would before calling the API.
 */
export function TryKeyForm() {
  const id = useId();
  const [apiKey, setApiKey] = useState('');
  const [result, setResult] = useState<ValidKeyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckApiKey();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (!apiKey.trim()) {
      setError('확인할 인증키를 입력해 주세요.');
      return;
    }
    setError(null);
    try {
      setResult(await check.mutateAsync(apiKey.trim()));
    } catch (failure) {
      if (isApiError(failure)) setError(failure.message);
    }
  };

  return (
    <form className="try-key" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="field">
        <label htmlFor={`${id}-key`} className="field__label">
          API 인증키
        </label>
        <div className="field__control field__control--with-action">
          <input
            id={`${id}-key`}
            className="input try-key__input"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-result`}
            onChange={(e) => setApiKey(e.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={check.isPending}>
            확인
          </button>
        </div>
      </div>
      <div id={`${id}-result`} className="try-key__result" aria-live="polite">
        {error && <p className="field__error">{error}</p>}
        {result && (
          <p className={result.usable ? 'try-key__ok' : 'try-key__refused'}>
            <strong>status {result.status}</strong> {result.message}
            {result.remaining !== null && ` 오늘 남은 호출: ${groupDigits(result.remaining)}회.`}
          </p>
        )}
      </div>
    </form>
  );
}
