import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ensurePermission } from '@/shared/native/permissions';
import { PageSection } from '@/shared/ui/page';
import { toast } from '@/shared/ui/toast';
import {
  DEVICE_TYPE_LABELS,
  NOTIFICATION_LABELS,
  platformLabel,
  readThisDevice,
  registerForPush,
} from '../lib/this-device';

const thisDeviceQueryKey = ['my-info', 'this-device'] as const;

/**
 * 기기 및 알림: the device the member uses now and whether it may show
 * notifications, with 앱 알림 설정, the permission flow of spec §4 (in the
 * app: the system's question, then the way to the app's settings; on the web:
 * how to allow them in the browser).
 */
export function DeviceSection() {
  const device = useQuery({
    queryKey: thisDeviceQueryKey,
    queryFn: readThisDevice,
    staleTime: 0,
    // Read on the device itself, no server call: coming back from the app's
    // settings (the web view regains focus) shows the new permission at once.
    refetchOnWindowFocus: true,
  });
  const [asking, setAsking] = useState(false);

  const setUpNotifications = async () => {
    setAsking(true);
    try {
      const outcome = await ensurePermission('notifications');
      if (outcome.status === 'success') {
        await registerForPush();
        toast('이 기기에서 알림이 허용되어 있습니다.');
      }
    } finally {
      setAsking(false);
      await device.refetch();
    }
  };

  const data = device.data;
  return (
    <PageSection id="my-info-device" title="기기 및 알림">
      <p className="my-info__note">지금 사용하고 있는 이 기기의 정보와 알림 허용 상태입니다.</p>
      {data ? (
        <dl className="my-info__profile">
          <dt>이 기기</dt>
          <dd>{DEVICE_TYPE_LABELS[data.type]}</dd>
          <dt>사용 환경</dt>
          <dd>{platformLabel(data.platform)}</dd>
          {data.version && (
            <>
              <dt>앱 버전</dt>
              <dd>{data.version}</dd>
            </>
          )}
          <dt>알림</dt>
          <dd>{NOTIFICATION_LABELS[data.notifications]}</dd>
        </dl>
      ) : (
        <p role="status">기기 정보를 확인하고 있습니다.</p>
      )}
      <div className="my-info__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={asking}
          onClick={() => void setUpNotifications()}
        >
          앱 알림 설정
        </button>
      </div>
    </PageSection>
  );
}
