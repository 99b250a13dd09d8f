/**
 * The Korean guidance shown when a permission is still not granted after the
 * system asked (spec §4, §8): one title per permission and instructions per
 * platform, for the app on iOS and Android and for mobile and desktop browsers.
 */

export type PermissionKind = 'camera' | 'photos' | 'notifications';

/** Where the guidance is read: the hybrid app on iOS or Android, or a browser. */
export type GuidePlatform = 'ios' | 'android' | 'mobile-web' | 'desktop-web';

export const PERMISSION_TITLES: Record<PermissionKind, string> = {
  camera: '카메라 권한 설정',
  photos: '사진 권한 설정',
  notifications: '알림 권한 설정',
};

export const GUIDE_LABELS = { openSettings: '설정으로 이동', later: '나중에' } as const;

const PURPOSE: Record<PermissionKind, { name: string; use: string }> = {
  camera: { name: '카메라', use: '사진을 촬영하려면' },
  photos: { name: '사진', use: '사진을 첨부하려면' },
  notifications: { name: '알림', use: '새 소식을 알림으로 받으려면' },
};

const STEPS: Record<GuidePlatform, (name: string) => string> = {
  ios: (name) => `설정 앱 > 일터에서 '${name}'을(를) 허용해 주십시오.`,
  android: (name) => `설정 > 애플리케이션 > 일터 > 권한에서 '${name}'을(를) 허용해 주십시오.`,
  'mobile-web': (name) =>
    `브라우저 메뉴의 설정 > 사이트 설정에서 이 사이트의 '${name}' 권한을 허용해 주십시오.`,
  'desktop-web': (name) =>
    `주소창 왼쪽의 사이트 정보 아이콘을 눌러 '${name}' 권한을 허용으로 바꾼 뒤 페이지를 새로 고쳐 주십시오.`,
};

/** The dialog's message for `kind` on `platform`. */
export function permissionGuide(kind: PermissionKind, platform: GuidePlatform): string {
  const { name, use } = PURPOSE[kind];
  const ask =
    platform === 'ios' || platform === 'android'
      ? `${use} ${name} 권한이 필요합니다.`
      : `${use} 브라우저에서 ${name} 권한을 허용해야 합니다.`;
  return `${ask}\n${STEPS[platform](name)}`;
}
