import { Suspense } from 'react';
import { UserInfoPage } from '@/features/my-info/routes/user-info-page';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The auth feature's SNS 계정 연결, loaded beside the provider list.
const SnsLinkSection = lazyChunk(() =>
  import('@/features/auth/components/sns-link-section').then((m) => ({
    default: m.SnsLinkSection,
  })),
);

/** /person/myhome/user-info, composed with the auth feature's SNS 계정 연결 section. */
export function UserInfoScreen() {
  return (
    <UserInfoPage
      snsSection={
        <Suspense fallback={null}>
          <SnsLinkSection />
        </Suspense>
      }
    />
  );
}
