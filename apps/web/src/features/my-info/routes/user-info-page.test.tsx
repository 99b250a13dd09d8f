import { API, type Address, type UserProfile } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useDialogStore } from '@/shared/ui/dialog/dialog-store';
import { UserInfoPage } from './user-info-page';

const PROFILE: UserProfile = {
  loginId: 'hong',
  name: '홍길동',
  email: 'hong@example.com',
  mobile: '01012345678',
  birthDate: '1990-01-01',
  signUpType: 'general',
  zipCode: null,
  address: null,
  addressDetail: null,
  consents: [
    {
      code: 'TERMS',
      title: '이용약관',
      required: true,
      agreed: true,
      decidedAt: '2026-01-02T03:04:05Z',
    },
    {
      code: 'MARKETING',
      title: '마케팅 정보 수신',
      required: false,
      agreed: false,
      decidedAt: '2026-01-02T03:04:05Z',
    },
  ],
  joinedOn: '2026-01-02',
};

const ADDRESSES: Address[] = [
  {
    zipCode: '03171',
    roadAddress: '서울특별시 종로구 세종대로 209',
    jibunAddress: '서울특별시 종로구 세종로 77-6',
    buildingName: '정부서울청사',
  },
  {
    zipCode: '03172',
    roadAddress: '서울특별시 종로구 세종대로 175',
    jibunAddress: '서울특별시 종로구 세종로 81-3',
    buildingName: null,
  },
];

let bodies: Record<string, unknown[]> = {};

function fakeMyInfoApi(profile: UserProfile = PROFILE) {
  bodies = { contact: [], address: [], password: [], consents: [] };
  const changed = () => HttpResponse.json(envelope('003', null, '변경되었습니다.'));
  server.use(
    http.get(API.cmmn.personUserInfo, () => HttpResponse.json(envelope('001', profile))),
    http.put(API.account.updateContact, async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      bodies.contact?.push(body);
      return body.currentPassword === 'right password'
        ? changed()
        : HttpResponse.json(
            envelope(
              '202',
              {
                fields: [
                  { field: 'currentPassword', message: '현재 비밀번호가 일치하지 않습니다.' },
                ],
              },
              'currentPassword: 현재 비밀번호가 일치하지 않습니다.',
            ),
            { status: 400 },
          );
    }),
    http.put(API.account.updateAddress, async ({ request }) => {
      bodies.address?.push(await request.json());
      return changed();
    }),
    http.put(API.account.updateConsents, async ({ request }) => {
      bodies.consents?.push(await request.json());
      return changed();
    }),
    http.get(API.cmmn.address, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(
        envelope('001', { items: ADDRESSES, page, size: 10, total: 2, totalPages: 1 }),
      );
    }),
  );
}

const alerts = () => useDialogStore.getState().queue.map((d) => d.message);

async function renderPage(profile: UserProfile = PROFILE) {
  fakeMyInfoApi(profile);
  const view = renderRoute(UserInfoPage, { path: '/person/myhome/user-info' });
  await screen.findByRole('heading', { level: 2, name: '기본 정보' });
  return view;
}

const contactForm = () => screen.getByRole('form', { name: '연락처 변경' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('UserInfoPage', () => {
  it('shows the profile', async () => {
    await renderPage();
    const summary = screen
      .getByRole('heading', { level: 2, name: '기본 정보' })
      .closest('section')!;
    expect(within(summary).getByText('홍길동')).toBeTruthy();
    expect(within(summary).getByText('010-1234-5678')).toBeTruthy();
    expect(screen.getByText(/다른 모든 기기와 브라우저에서 로그아웃됩니다/)).toBeTruthy();
  });

  it('shows the contract’s messages on the fields and focuses the first', async () => {
    await renderPage();
    const user = userEvent.setup();
    const form = contactForm();
    const email = within(form).getByLabelText(/^이메일/);
    const mobile = within(form).getByLabelText(/^휴대전화 번호/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(mobile);
    await user.type(mobile, '0212345678');
    await user.click(within(form).getByRole('button', { name: '연락처 저장' }));

    const emailError = await within(form).findByText('이메일 주소 형식이 올바르지 않습니다.');
    const mobileError = within(form).getByText('휴대전화 번호를 확인해 주세요.');
    const passwordError = within(form).getByText('비밀번호를 입력해 주세요.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(emailError.id);
    expect(mobile.getAttribute('aria-describedby')?.split(' ')).toContain(mobileError.id);
    expect(
      within(form)
        .getByLabelText(/^현재 비밀번호/)
        .getAttribute('aria-describedby')
        ?.split(' '),
    ).toContain(passwordError.id);
    expect(document.activeElement).toBe(email);
    expect(bodies.contact).toEqual([]);
  });

  it('saves the contact with digits only, and shows a wrong password on its field', async () => {
    await renderPage();
    const user = userEvent.setup();
    const form = contactForm();
    const password = within(form).getByLabelText(/^현재 비밀번호/);
    await user.type(password, 'wrong password');
    await user.click(within(form).getByRole('button', { name: '연락처 저장' }));
    expect(await within(form).findByText('현재 비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(alerts()).toEqual([]);

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(form).getByRole('button', { name: '연락처 저장' }));
    await waitFor(() => expect(alerts()).toEqual(['변경되었습니다.']));
    expect(bodies.contact?.[1]).toEqual({
      currentPassword: 'right password',
      email: 'hong@example.com',
      mobile: '01012345678',
    });
  });

  it('checks the password change: confirmation and a new password unlike the old', async () => {
    await renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: '비밀번호 변경' });
    await user.type(within(form).getByLabelText(/^현재 비밀번호/), 'same password 1');
    await user.type(within(form).getByLabelText(/^새 비밀번호 \(필수\)$/), 'same password 1');
    await user.type(within(form).getByLabelText(/^새 비밀번호 확인/), 'other password 2');
    await user.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(
      await within(form).findByText('새 비밀번호는 지금 비밀번호와 달라야 합니다.'),
    ).toBeTruthy();
    expect(within(form).getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
  });

  it('fills the address from the search dialog with the keyboard', async () => {
    await renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: '주소' });
    await user.click(within(form).getByRole('button', { name: '주소 저장' }));
    expect(await within(form).findByText('우편번호는 숫자 5자리입니다.')).toBeTruthy();
    expect(within(form).getByText('주소를 선택해 주세요.')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: '주소 검색' }));
    const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
    const keyword = within(dialog).getByRole('searchbox', { name: /도로명, 건물명 또는 지번/ });
    expect(document.activeElement).toBe(keyword);
    await user.type(keyword, '세');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('검색어를 두 글자 이상 입력해 주세요.')).toBeTruthy();

    await user.type(keyword, '종대로{Enter}');
    expect(await within(dialog).findByText('검색 결과 2건')).toBeTruthy();
    const results = within(dialog).getAllByRole('button', { name: /세종대로/ });
    results[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(results[1]);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByLabelText<HTMLInputElement>('우편번호').value).toBe('03172');
    expect(within(form).getByLabelText<HTMLInputElement>(/^주소/).value).toBe(
      '서울특별시 종로구 세종대로 175',
    );
    const detail = within(form).getByLabelText('상세 주소');
    await waitFor(() => expect(document.activeElement).toBe(detail));
    await user.type(detail, '3층');
    await user.click(within(form).getByRole('button', { name: '주소 저장' }));
    await waitFor(() =>
      expect(bodies.address).toEqual([
        { zipCode: '03172', address: '서울특별시 종로구 세종대로 175', addressDetail: '3층' },
      ]),
    );
  });

  it('searching in the dialog never submits the address form behind it', async () => {
    await renderPage({
      ...PROFILE,
      zipCode: '03171',
      address: '서울특별시 종로구 세종대로 209',
      addressDetail: '3층',
    });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: '주소' });
    await user.click(within(form).getByRole('button', { name: '주소 검색' }));
    const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
    await user.type(within(dialog).getByRole('searchbox'), '세종대로{Enter}');
    expect(await within(dialog).findByText('검색 결과 2건')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.address).toEqual([]);
    expect(alerts()).toEqual([]);
  });

  it('switches optional consents and saves them', async () => {
    await renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: '선택 동의 관리' });
    const marketing = within(form).getByRole('switch', { name: '[선택] 마케팅 정보 수신' });
    await user.click(marketing);
    await user.click(within(form).getByRole('button', { name: '동의 설정 저장' }));
    await waitFor(() =>
      expect(bodies.consents).toEqual([{ decisions: [{ code: 'MARKETING', agreed: true }] }]),
    );
  });
});
