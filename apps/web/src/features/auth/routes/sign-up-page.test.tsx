import { API, type ConsentItem, type IdentityResult } from '@ilteo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { SignedUpPage } from './signed-up-page';
import { SignUpPage } from './sign-up-page';

const REQUEST_ID = '0b6f1c3e-6a3e-4f4e-9a57-6f1d2c3b4a59';
const AUTH_URL = '/api/v1/cmmn/identity/local?requestId=' + REQUEST_ID;

const consent = (code: string, title: string, required: boolean): ConsentItem => ({
  code,
  version: 1,
  title,
  required,
  purpose: `${title} 목적`,
  items: '이름, 휴대전화 번호',
  retention: '회원 탈퇴 시까지',
  refusal: required ? '동의하지 않으면 가입할 수 없습니다.' : '동의하지 않아도 가입할 수 있습니다.',
  body: '',
});

const CONSENTS = [
  consent('TERMS', '이용약관', true),
  consent('PRIVACY', '개인정보 수집·이용', true),
  consent('MARKETING', '마케팅 정보 수신', false),
];

const VERIFIED: IdentityResult = {
  requestId: REQUEST_ID,
  purpose: 'signup',
  status: 'verified',
  name: '홍길동',
  birthDate: '1990-01-01',
  maskedMobile: '010-****-5678',
};

interface Calls {
  identityStarts: unknown[];
  checks: string[];
  signUps: unknown[];
}

function fakeAccountApi(): Calls {
  const calls: Calls = { identityStarts: [], checks: [], signUps: [] };
  server.use(
    http.post(API.account.identityRequest, async ({ request }) => {
      calls.identityStarts.push(await request.json());
      return HttpResponse.json(envelope('001', { requestId: REQUEST_ID, authUrl: AUTH_URL }));
    }),
    http.get(API.account.identityResult, ({ request }) =>
      new URL(request.url).searchParams.get('requestId') === REQUEST_ID
        ? HttpResponse.json(envelope('001', VERIFIED))
        : HttpResponse.json(envelope('202', null, '없음'), { status: 404 }),
    ),
    http.get(API.account.consents, () => HttpResponse.json(envelope('001', CONSENTS))),
    http.get(API.account.checkLoginId, ({ request }) => {
      const loginId = new URL(request.url).searchParams.get('loginId') ?? '';
      calls.checks.push(loginId);
      return HttpResponse.json(envelope('001', { available: loginId !== 'taken' }));
    }),
    http.post(API.account.signUp, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      calls.signUps.push(body);
      if (body.password === 'qwerty123456')
        return HttpResponse.json(
          envelope(
            '202',
            { fields: [{ field: 'password', message: '널리 알려진 비밀번호는 쓸 수 없습니다.' }] },
            'password: 널리 알려진 비밀번호는 쓸 수 없습니다.',
          ),
          { status: 400 },
        );
      return HttpResponse.json(
        envelope('002', { loginId: 'hong.gd', name: '홍길동' }, '회원가입이 완료되었습니다.'),
        { status: 201 },
      );
    }),
  );
  return calls;
}

/** A popup that the page points at the provider; what window.open returns. */
function stubPopup() {
  const popup = { closed: false, location: { href: '' }, focus: vi.fn(), close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function postIdentityResult(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const renderSignUp = (at = '/signUp') =>
  renderRoute(SignUpPage, {
    path: '/signUp',
    at,
    extra: [{ path: '/signedUp', Component: SignedUpPage }],
  });

async function passIdentity(user: ReturnType<typeof userEvent.setup>) {
  const { popup, open } = stubPopup();
  await user.click(screen.getByRole('button', { name: '휴대전화 본인인증' }));
  await waitFor(() => expect(popup.location.href).toBe(AUTH_URL));
  expect(open).toHaveBeenCalledWith('', 'ilteo-identity', expect.stringContaining('width=500'));
  postIdentityResult({
    type: 'niceAuth',
    requestId: REQUEST_ID,
    result: 'success',
    deepLinkUrl: `${window.location.origin}/nice/auth-result?requestId=${REQUEST_ID}&result=success`,
  });
  await screen.findByRole('heading', { level: 2, name: '2단계: 약관 동의' });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SignUpPage', () => {
  it('signs up: identity window, consents, id check, account → welcome', async () => {
    const calls = fakeAccountApi();
    const user = userEvent.setup();
    const { router } = renderSignUp();

    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인인증' })).toBeTruthy();
    await passIdentity(user);
    expect(calls.identityStarts).toEqual([{ purpose: 'signup' }]);
    // Focus moves to the new step's heading.
    expect(document.activeElement?.textContent).toBe('2단계: 약관 동의');

    await user.click(await screen.findByRole('checkbox', { name: /전체 동의/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: '3단계: 정보 입력' });
    expect(screen.getByText('홍길동님, 사용할 아이디와 비밀번호를 정해 주세요.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^아이디/), 'hong.gd');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^비밀번호 \(필수\)$/), 'blue whale 1234');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'blue whale 1234');
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.com');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '홍길동님, 환영합니다' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signedUp');
    expect(calls.checks).toEqual(['hong.gd']);
    expect(calls.signUps).toEqual([
      {
        requestId: REQUEST_ID,
        loginId: 'hong.gd',
        password: 'blue whale 1234',
        email: 'hong@example.com',
        consents: [
          { code: 'TERMS', version: 1, agreed: true },
          { code: 'PRIVACY', version: 1, agreed: true },
          { code: 'MARKETING', version: 1, agreed: true },
        ],
      },
    ]);
  });

  it('ignores identity messages from another origin or for another request', async () => {
    fakeAccountApi();
    const user = userEvent.setup();
    renderSignUp();
    const { popup } = stubPopup();
    await user.click(screen.getByRole('button', { name: '휴대전화 본인인증' }));
    await waitFor(() => expect(popup.location.href).toBe(AUTH_URL));

    postIdentityResult(
      { type: 'niceAuth', requestId: REQUEST_ID, result: 'success' },
      'https://evil.example',
    );
    postIdentityResult({ type: 'niceAuth', requestId: 'another-request', result: 'success' });
    postIdentityResult({ type: 'other', requestId: REQUEST_ID });
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인인증' })).toBeTruthy();
    expect(screen.getByText('열린 인증 창에서 본인인증을 진행해 주세요.')).toBeTruthy();
  });

  it('toggles every consent with 전체 동의 and asks for the required ones', async () => {
    fakeAccountApi();
    const user = userEvent.setup();
    renderSignUp();
    await passIdentity(user);

    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: /전체 동의/ });
    const item = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    const terms = item(/\[필수\] 이용약관/);
    const privacy = item(/\[필수\] 개인정보 수집·이용/);
    const marketing = item(/\[선택\] 마케팅 정보 수신/);

    await user.click(all);
    expect([terms.checked, privacy.checked, marketing.checked]).toEqual([true, true, true]);

    await user.click(marketing);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect([terms.checked, privacy.checked, marketing.checked]).toEqual([true, true, true]);
    await user.click(all);
    expect([terms.checked, privacy.checked, marketing.checked]).toEqual([false, false, false]);
    expect(all.indeterminate).toBe(false);

    // Only the optional one: the required ones are asked for.
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect((await screen.findByRole('alert')).textContent).toBe('필수 항목에 모두 동의해 주세요.');
    expect(document.activeElement).toBe(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('true');

    // Each item opens to its four disclosures.
    const details = within(terms.closest('li')!).getByText('내용 보기');
    await user.click(details);
    const list = terms.closest('li')!;
    for (const term of [
      '수집·이용 목적',
      '수집 항목',
      '보유·이용 기간',
      '동의를 거부할 권리와 거부 시 불이익',
    ])
      expect(within(list).getByText(term)).toBeTruthy();
  });

  it('asks for the id check, and marks a taken id on the field', async () => {
    const calls = fakeAccountApi();
    const user = userEvent.setup();
    renderSignUp();
    await passIdentity(user);
    await user.click(await screen.findByRole('checkbox', { name: /전체 동의/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: '3단계: 정보 입력' });

    const loginId = screen.getByLabelText(/^아이디/);
    await user.type(loginId, 'hong.gd');
    await user.type(screen.getByLabelText(/^비밀번호 \(필수\)$/), 'blue whale 1234');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'blue whale 9999');
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.com');
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    expect(await screen.findByText('아이디 중복 확인을 해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(document.activeElement).toBe(loginId);
    expect(calls.signUps).toEqual([]);

    await user.clear(loginId);
    await user.type(loginId, 'taken');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
    expect(loginId.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a password the server refuses on the password field, without an alert', async () => {
    fakeAccountApi();
    const user = userEvent.setup();
    renderSignUp();
    await passIdentity(user);
    await user.click(await screen.findByRole('checkbox', { name: /전체 동의/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 2, name: '3단계: 정보 입력' });
    await user.type(screen.getByLabelText(/^아이디/), 'hong.gd');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 아이디입니다.');
    const password = screen.getByLabelText(/^비밀번호 \(필수\)$/);
    await user.type(password, 'qwerty123456');
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'qwerty123456');
    await user.type(screen.getByLabelText(/^이메일/), 'hong@example.com');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('널리 알려진 비밀번호는 쓸 수 없습니다.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SignUpPage with an SNS account to link', () => {
  it('says the account is linked when sign-up completes; the steps stay the same', async () => {
    fakeAccountApi();
    renderSignUp('/signUp?sns=kakao');
    const notice = await screen.findByText(/계정과 연결해 가입합니다/);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(notice.textContent).toBe(
      '카카오 계정과 연결해 가입합니다. 본인인증을 마치면 가입이 완료되고 다음부터 카카오로 로그인할 수 있습니다.',
    );
    expect(screen.getByRole('heading', { level: 2, name: '1단계: 본인인증' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '휴대전화 본인인증' })).toBeTruthy();
  });

  it.each(['naver', 'google'])('names %s', async (provider) => {
    fakeAccountApi();
    renderSignUp(`/signUp?sns=${provider}`);
    expect(
      await screen.findByText(
        provider === 'naver' ? /^네이버 계정과 연결해/ : /^Google 계정과 연결해/,
      ),
    ).toBeTruthy();
  });

  it('shows no notice without a known provider', async () => {
    fakeAccountApi();
    renderSignUp('/signUp?sns=myspace');
    await screen.findByRole('button', { name: '휴대전화 본인인증' });
    expect(screen.queryByText(/계정과 연결해 가입합니다/)).toBeNull();
  });
});
