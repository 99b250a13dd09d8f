import { groupDigits, type ApiKeyItem } from '@ilteo/contract';
import { confirm } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';

const SEOUL_MS = 9 * 60 * 60 * 1000;

/** An instant as Seoul's 'YYYY.MM.DD HH:mm', whatever the browser's zone. */
export function seoulDateTime(iso: string): string {
  const text = new Date(Date.parse(iso) + SEOUL_MS).toISOString();
  return `${text.slice(0, 10).replaceAll('-', '.')} ${text.slice(11, 16)}`;
}

/** One key: its name, first characters, use today against the quota, addresses, and 폐기. */
function KeyRow({ item }: { item: ApiKeyItem }) {
  const revoke = useRevokeApiKey();
  const onRevoke = async () => {
    const sure = await confirm(
      `'${item.name}' 인증키를 폐기하시겠습니까? 폐기한 키로는 더 이상 호출할 수 없고, 되돌릴 수 없습니다.`,
      { title: '인증키 폐기', confirmLabel: '폐기', destructive: true },
    );
    if (!sure) return;
    await revoke.mutateAsync(item.keyId);
    toast('인증키를 폐기했습니다.');
  };
  const used = Math.min(100, Math.round((item.todayCalls / item.dailyQuota) * 100));

  return (
    <li className={item.revoked ? 'api-key api-key--revoked' : 'api-key'}>
      <div className="api-key__head">
        <h3 className="api-key__name">{item.name}</h3>
        <span className={item.revoked ? 'api-key__state api-key__state--off' : 'api-key__state'}>
          {item.revoked ? '폐기됨' : '사용 중'}
        </span>
      </div>
      <dl className="api-key__facts">
        <div>
          <dt>키</dt>
          <dd>
            <code>{item.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>발급일</dt>
          <dd>{seoulDateTime(item.createdAt)}</dd>
        </div>
        <div>
          <dt>마지막 사용</dt>
          <dd>{item.lastUsedAt ? seoulDateTime(item.lastUsedAt) : '사용 기록 없음'}</dd>
        </div>
        <div>
          <dt>허용 IP</dt>
          <dd>{item.allowedIps.length > 0 ? item.allowedIps.join(', ') : '모든 주소'}</dd>
        </div>
        {item.revokedAt && (
          <div>
            <dt>폐기일</dt>
            <dd>{seoulDateTime(item.revokedAt)}</dd>
          </div>
        )}
      </dl>
      {!item.revoked && (
        <>
          <p className="api-key__usage">
            오늘 호출 {groupDigits(item.todayCalls)}회 / 한도 {groupDigits(item.dailyQuota)}회
          </p>
          <progress
            className="api-key__meter"
            max={100}
            value={used}
            aria-label={`${item.name} 오늘 사용량 ${String(used)}%`}
          />
          <p className="api-key__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={revoke.isPending}
              onClick={() => void onRevoke()}
            >
              폐기
              <span className="sr-only"> ({item.name})</span>
            </button>
          </p>
        </>
      )}
    </li>
  );
}

export function KeyList({ items }: { items: readonly ApiKeyItem[] }) {
  return (
    <ul className="api-key-list">
      {items.map((item) => (
        <KeyRow key={item.keyId} item={item} />
      ))}
    </ul>
  );
}
