import { useId, useRef, useState } from 'react';
import { formatYmd } from '@/shared/lib/format-date';
import { seoulToday } from '@/shared/lib/seoul-date';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useCreateCalendarFeed } from '../../api/create-calendar-feed';
import { useCalendarFeed } from '../../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../../api/revoke-calendar-feed';

const createdOn = (iso: string) => formatYmd(seoulToday(new Date(iso)));

/**
 * iCal 구독: a secret link a phone's calendar subscribes to. The link is shown
 * once, right after it is made (the server keeps only its hash); making a
 * new one or 구독 해지 stops the old one.
 */
export function CalendarFeedPanel() {
  const id = useId();
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onCreate = async () => {
    if (status.data?.active) {
      const ok = await confirm(
        '새 구독 주소를 만들면 지금 쓰는 주소는 더 이상 동작하지 않습니다. 새로 만드시겠습니까?',
        { title: '새 구독 주소', confirmLabel: '새로 만들기' },
      );
      if (!ok) return;
    }
    try {
      // The HTTP helper shows the server's message (002: shown only this once).
      const created = await create.mutateAsync();
      setUrl(created.url);
      requestAnimationFrame(() => inputRef.current?.select());
    } catch {
      // The HTTP helper has said why.
    }
  };

  const onRevoke = async () => {
    const ok = await confirm(
      '구독을 해지하면 이 주소로 구독한 캘린더에 더 이상 일정이 오지 않습니다. 해지하시겠습니까?',
      { title: '구독 해지', confirmLabel: '해지', destructive: true },
    );
    if (!ok) return;
    try {
      // The HTTP helper shows the server's message (004).
      await revoke.mutateAsync();
      setUrl(null);
    } catch {
      // The HTTP helper has said why.
    }
  };

  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast('구독 주소를 복사했습니다.');
    } catch {
      // No clipboard (an older browser, no permission): select it for a manual copy.
      inputRef.current?.select();
      toast('주소를 선택해 두었습니다. 길게 눌러 복사해 주세요.');
    }
  };

  return (
    <section className="cal-feed" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cal-feed__title">
        iCal 구독
      </h3>
      <p className="cal-feed__lead">
        휴대폰이나 컴퓨터의 캘린더 앱에서 이 일정을 구독하면 새 일정이 자동으로 들어옵니다.
      </p>
      {status.isError ? (
        <p className="cal-feed__lead">구독 상태를 불러오지 못했습니다.</p>
      ) : !status.data ? null : (
        <>
          <p className="cal-feed__state">
            {status.data.active && status.data.createdAt
              ? `구독 주소가 있습니다 (${createdOn(status.data.createdAt)} 만듦).`
              : '아직 구독 주소가 없습니다.'}
          </p>
          {url && (
            <div className="cal-feed__link">
              <label htmlFor={`${id}-url`} className="field__label">
                구독 주소 (지금 한 번만 보여 드립니다)
              </label>
              <div className="field__control field__control--with-action">
                <input
                  ref={inputRef}
                  id={`${id}-url`}
                  className="input"
                  readOnly
                  value={url}
                  aria-describedby={`${id}-help`}
                />
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => void onCopy()}
                >
                  복사
                </button>
              </div>
              <div id={`${id}-help`} className="cal-feed__help">
                <p>
                  <strong>Google 캘린더</strong>: 컴퓨터에서 Google 캘린더를 열고 다른 캘린더 옆 + →
                  &lsquo;URL로 추가&rsquo;에 붙여 넣습니다. 휴대폰 앱에도 곧 나타납니다.
                </p>
                <p>
                  <strong>iPhone·iPad 캘린더</strong>: 설정 → 캘린더 → 계정 → 계정 추가 → 기타 →
                  &lsquo;구독 캘린더 추가&rsquo;에 붙여 넣거나,{' '}
                  <a href={url.replace(/^https?:/, 'webcal:')}>이 기기에서 바로 구독</a>을 누릅니다.
                </p>
                <p>주소를 아는 사람은 누구나 일정을 볼 수 있으니 다른 사람과 나누지 마세요.</p>
              </div>
            </div>
          )}
          <div className="cal-feed__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={create.isPending}
              onClick={() => void onCreate()}
            >
              {status.data.active ? '새 구독 주소 만들기' : '구독 주소 만들기'}
            </button>
            {status.data.active && (
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={revoke.isPending}
                onClick={() => void onRevoke()}
              >
                구독 해지
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
