import { type CareerLookupRecord, CAREER_LOOKUP_API } from '@ilteo/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { CareerLookupDialog } from './career-lookup-dialog';

const LOOKUP_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const AUTH_URL = `/api/v1/person/career-lookup/local-window?lookupId=${LOOKUP_ID}`;
const RECORDS: CareerLookupRecord[] = [
  {
    company: '푸른숲소프트(주)',
    start: '201811',
    end: '',
    current: true,
    source: '건강보험 자격득실',
  },
  {
    company: '(주)한빛데이터',
    start: '201503',
    end: '201808',
    current: false,
    source: '건강보험 자격득실',
  },
];

let startBodies: unknown[];
let resultAnswers: { status: number; body: unknown }[];

const reply = ({ status, body }: { status: number; body: unknown }) =>
  new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function serve(
  startAnswer: { status: number; body: unknown } = {
    status: 200,
    body: envelope('001', {
      lookupId: LOOKUP_ID,
      authUrl: AUTH_URL,
      expiresAt: '2026-11-25T03:10:00.000Z',
    }),
  },
) {
  server.use(
    http.post(CAREER_LOOKUP_API.start, async ({ request }) => {
      startBodies.push(await request.json());
      return reply(startAnswer);
    }),
    http.post(CAREER_LOOKUP_API.result, () => {
      return reply(resultAnswers.shift() ?? { status: 500, body: envelope('203') });
    }),
  );
}

const notVerified = {
  status: 422,
  body: envelope(
    '1002',
    { reason: 'not-verified' },
    '간편인증이 아직 완료되지 않았습니다. 인증 앱에서 인증을 마친 뒤 다시 불러와 주세요.',
  ),
};
const found = { status: 200, body: envelope('001', { lookupId: LOOKUP_ID, records: RECORDS }) };

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function renderDialog() {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(<CareerLookupDialog open onClose={onClose} onPick={onPick} />);
  return { onPick, onClose };
}

beforeEach(() => {
  startBodies = [];
  resultAnswers = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CareerLookupDialog', () => {
  it('renders nothing while closed', () => {
    render(<CareerLookupDialog open={false} onClose={vi.fn()} onPick={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the 간편인증 window, waits for it (1002), then adds the ticked workplaces', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    serve();
    resultAnswers = [notVerified, found];
    const { onPick, onClose } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: '경력 불러오기' });
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '카카오톡 인증 요청' }));
    expect(startBodies).toEqual([{ authMethod: 'kakao' }]);
    expect(open).toHaveBeenCalledWith(AUTH_URL, 'ilteo-career-lookup', expect.any(String));

    const fetchButton = await screen.findByRole('button', { name: /카카오톡 인증을 마쳤습니다/ });
    await user.click(fetchButton);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '간편인증이 아직 완료되지 않았습니다',
    );

    // Still waiting: the same button asks again.
    await user.click(screen.getByRole('button', { name: /카카오톡 인증을 마쳤습니다/ }));
    const list = await screen.findByRole('group', { name: '찾은 경력 2건' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    expect(within(list).getByLabelText('푸른숲소프트(주) · 2018.11 ~ 재직 중')).toBeTruthy();
    expect(await violations()).toEqual([]);

    await user.click(within(list).getByLabelText('(주)한빛데이터 · 2015.03 ~ 2018.08'));
    await user.click(screen.getByRole('button', { name: '선택한 경력 추가' }));
    expect(onPick).toHaveBeenCalledWith([
      { company: '푸른숲소프트(주)', start: '201811', end: '', current: true },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the look-up failed (1001) and starts again on 다시 시도', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    serve();
    resultAnswers = [
      {
        status: 502,
        body: envelope('1001', null, '경력 조회에 실패했습니다. 처음부터 다시 시도해 주세요.'),
      },
    ];
    renderDialog();
    await user.click(screen.getByRole('button', { name: '카카오톡 인증 요청' }));
    await user.click(await screen.findByRole('button', { name: /인증을 마쳤습니다/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('경력 조회에 실패했습니다');
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(startBodies).toHaveLength(2);
    expect(await screen.findByRole('button', { name: /인증을 마쳤습니다/ })).toBeTruthy();
  });

  it('asks a member without 본인인증 to verify first, with nothing to retry', async () => {
    const user = userEvent.setup();
    serve({
      status: 422,
      body: envelope(
        '1002',
        { reason: 'no-identity' },
        '본인인증을 마친 회원만 경력을 불러올 수 있습니다. 내 정보에서 본인인증을 먼저 진행해 주세요.',
      ),
    });
    renderDialog();
    await user.click(screen.getByRole('button', { name: '카카오톡 인증 요청' }));
    expect((await screen.findByRole('alert')).textContent).toContain('본인인증을 먼저');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('asks for the carrier before a PASS request, and tells the phone app when there is no window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    serve({
      status: 200,
      body: envelope('001', {
        lookupId: LOOKUP_ID,
        authUrl: null,
        expiresAt: '2026-11-25T03:10:00.000Z',
      }),
    });
    renderDialog();
    await user.click(screen.getByLabelText('PASS'));
    await user.click(screen.getByRole('button', { name: 'PASS 인증 요청' }));
    expect(screen.getByText('PASS 인증에는 통신사를 선택해 주세요.')).toBeTruthy();
    expect(startBodies).toEqual([]);
    await user.click(screen.getByLabelText('KT (알뜰폰 포함)'));
    await user.click(screen.getByRole('button', { name: 'PASS 인증 요청' }));
    expect(await screen.findByText(/휴대폰의 PASS 앱에 온 인증 요청을 승인해 주세요/)).toBeTruthy();
    expect(startBodies).toEqual([{ authMethod: 'pass', telecom: 'KT' }]);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers a link when the browser blocks the window', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    serve();
    renderDialog();
    await user.click(screen.getByRole('button', { name: '카카오톡 인증 요청' }));
    expect(await screen.findByText(/인증 창이 열리지 않았습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '인증 창 열기 (새 창)' }).getAttribute('href')).toBe(
      AUTH_URL,
    );
  });
});
