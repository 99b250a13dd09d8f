import type { UserProfile } from '@ilteo/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useUpdateConsents } from '../api/update-consents';

function formatDecidedAt(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' }).format(
    date,
  );
}

/** 선택 동의 (marketing and other optional consents), switched on or off and saved together. */
export function ConsentsForm({ profile }: { profile: UserProfile }) {
  const baseId = useId();
  const update = useUpdateConsents();
  const optional = profile.consents.filter((c) => !c.required);
  const required = profile.consents.filter((c) => c.required);
  const [agreed, setAgreed] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(optional.map((c) => [c.code, c.agreed])),
  );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (optional.length === 0) return;
    update.mutate({
      decisions: optional.map((c) => ({ code: c.code, agreed: agreed[c.code] === true })),
    });
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="consents-title">
      <h2 id="consents-title" className="my-info__title">
        선택 동의 관리
      </h2>
      {optional.length === 0 ? (
        <p className="my-info__note">변경할 수 있는 선택 동의 항목이 없습니다.</p>
      ) : (
        <fieldset className="my-info__consents">
          <legend className="sr-only">선택 동의 항목</legend>
          {optional.map((c) => {
            const id = `${baseId}-${c.code}`;
            return (
              <div key={c.code} className="check my-info__consent">
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={agreed[c.code] === true}
                  aria-describedby={`${id}-meta`}
                  onChange={(e) => setAgreed((s) => ({ ...s, [c.code]: e.target.checked }))}
                />
                <span className="check__text">
                  <label htmlFor={id}>[선택] {c.title}</label>
                  <span id={`${id}-meta`} className="my-info__meta">
                    {c.agreed ? '동의함' : '동의하지 않음'} · {formatDecidedAt(c.decidedAt)}
                  </span>
                </span>
              </div>
            );
          })}
        </fieldset>
      )}
      {required.length > 0 && (
        <p className="my-info__note">
          필수 동의({required.map((c) => c.title).join(', ')})는 서비스 이용에 꼭 필요하여
          철회하려면 회원 탈퇴를 해야 합니다.
        </p>
      )}
      {optional.length > 0 && (
        <div className="my-info__actions">
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            동의 설정 저장
          </button>
        </div>
      )}
    </form>
  );
}
