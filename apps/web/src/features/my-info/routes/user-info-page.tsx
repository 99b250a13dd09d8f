import type { UserProfile } from '@ilteo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatPhone } from '@/shared/lib/format-phone';
import { LoadFailedAlert } from '@/shared/ui/form';
import { useUserProfile } from '../api/get-user-profile';
import { AddressForm } from '../components/address-form';
import { ConsentsForm } from '../components/consents-form';
import { ContactForm } from '../components/contact-form';
import { DeviceSection } from '../components/device-section';
import { PasswordForm } from '../components/password-form';
import '../components/my-info.css';

const SIGN_UP_TYPE_LABEL: Record<UserProfile['signUpType'], string> = {
  general: '일반 회원',
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  google: 'Google 로그인',
};

function ProfileSummary({ profile }: { profile: UserProfile }) {
  const address = [
    profile.zipCode && `(${profile.zipCode})`,
    profile.address,
    profile.addressDetail,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="my-info__card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="my-info__title">
        기본 정보
      </h2>
      <dl className="my-info__profile">
        <dt>이름</dt>
        <dd>{profile.name}</dd>
        <dt>아이디</dt>
        <dd>{profile.loginId}</dd>
        <dt>생년월일</dt>
        <dd>{profile.birthDate ?? '등록되지 않음'}</dd>
        <dt>가입 유형</dt>
        <dd>{SIGN_UP_TYPE_LABEL[profile.signUpType]}</dd>
        <dt>가입일</dt>
        <dd>{profile.joinedOn}</dd>
        <dt>이메일</dt>
        <dd>{profile.email ?? '등록되지 않음'}</dd>
        <dt>휴대전화</dt>
        <dd>{profile.mobile ? formatPhone(profile.mobile) : '등록되지 않음'}</dd>
        <dt>주소</dt>
        <dd>{address || '등록되지 않음'}</dd>
      </dl>
      <p className="my-info__note">이름과 생년월일은 본인인증 정보라서 바꿀 수 없습니다.</p>
    </section>
  );
}

/**
 * /person/myhome/user-info: the profile, and the parts a member may change.
 * `snsSection` (SNS 계정 연결, owned by the auth feature) is composed in by
 * the app shell, since features do not import each other.
 */
export function UserInfoPage({ snsSection }: { snsSection?: ReactNode } = {}) {
  const profile = useUserProfile();

  return (
    <div className="my-info">
      <header className="my-info__head">
        <h1 className="my-info__page-title">회원정보 수정</h1>
        <p className="my-info__lead">
          연락처, 주소, 비밀번호와 선택 동의를 바꾸고, 이 기기의 알림을 설정할 수 있습니다.
        </p>
      </header>
      {profile.isPending ? (
        <p role="status">회원정보를 불러오고 있습니다.</p>
      ) : profile.isError ? (
        <LoadFailedAlert
          message="회원정보를 불러오지 못했습니다."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <ProfileSummary profile={profile.data} />
          {snsSection && <div className="my-info__card">{snsSection}</div>}
          {/* Keyed by the saved values, so each form starts from what the server has. */}
          <div className="my-info__card">
            <ContactForm
              key={`${profile.data.email ?? ''}|${profile.data.mobile ?? ''}`}
              profile={profile.data}
            />
          </div>
          <div className="my-info__card">
            <AddressForm
              key={`${profile.data.zipCode ?? ''}|${profile.data.address ?? ''}|${profile.data.addressDetail ?? ''}`}
              profile={profile.data}
            />
          </div>
          {profile.data.signUpType === 'general' && (
            <div className="my-info__card">
              <PasswordForm />
            </div>
          )}
          <div className="my-info__card">
            <ConsentsForm
              key={profile.data.consents.map((c) => `${c.code}:${String(c.agreed)}`).join('|')}
              profile={profile.data}
            />
          </div>
          <div className="my-info__card">
            <DeviceSection />
          </div>
          <div className="my-info__footer">
            <Link to={paths.myCancelUser}>회원 탈퇴</Link>
          </div>
        </>
      )}
    </div>
  );
}
