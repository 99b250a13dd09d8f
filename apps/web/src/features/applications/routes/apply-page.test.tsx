import { API, ROUTES, APPLICATION_API } from '@ilteo/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { draftKey, type ApplyDraft } from '../components/apply-draft';
import { FILE_MESSAGES } from '../components/apply-files-step';
import { APPLY_MESSAGES } from '../components/apply-form-model';
import { RESUME_STEP_MESSAGES } from '../components/apply-resume-step';
import { START_MESSAGES } from '../components/apply-start';
import { APPLY_LEAVE_MESSAGE } from '../components/apply-wizard';
import { applyForm, serveForm } from './apply-fixtures.test-data';
import { ApplyPage } from './apply-page';

const PATH = ROUTES.recruitApply.path;
const AT = `${PATH}?postingId=31`;
const CONSENT_REQUIRED = '개인정보 제3자 제공에 동의해야 지원할 수 있습니다.';

let posted: unknown[];
let uploads: string[];

function serveSubmit(
  answer: () => Response = () => HttpResponse.json(envelope('001', { applicationId: 88 })),
) {
  server.use(
    http.post(APPLICATION_API.apply, async ({ request }) => {
      posted.push(await request.json());
      return answer();
    }),
  );
}

function serveUploads() {
  server.use(
    http.post(API.cmmn.uploadFile, async ({ request }) => {
      const file = (await request.formData()).get('files');
      const name = file instanceof File ? file.name : 'unknown';
      uploads.push(name);
      const saveName = `${'a'.repeat(21)}${uploads.length}.pdf`;
      return HttpResponse.json(
        envelope('001', [
          { link: '/api/v1/cmmn/file?saveName=', saveName, originalName: name, ext: 'pdf' },
        ]),
      );
    }),
  );
}

const open = (at = AT) => renderRoute(ApplyPage, { path: PATH, at });
const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: '다음' }));
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

function storedDraft(): ApplyDraft | null {
  const raw = window.sessionStorage.getItem(draftKey(31));
  return raw ? (JSON.parse(raw) as ApplyDraft) : null;
}

function pdf(name: string, size?: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  posted = [];
  uploads = [];
  window.sessionStorage.clear();
});

afterEach(() => {
  window.sessionStorage.clear();
});

/** From step 1 to the questions, with résumé 5 chosen. */
async function chooseResume(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /백엔드 개발자 이력서/ }));
  await next(user);
  await screen.findByRole('heading', { name: '질문 답변' });
}

describe('ApplyPage: the five steps', () => {
  it('goes through résumé, questions, files, consent and review, and shows the receipt', async () => {
    const user = userEvent.setup();
    serveForm();
    serveSubmit();
    serveUploads();
    open();

    // 1. Complete résumés first; none chosen yet is its own message; an incomplete one warns.
    expect(await screen.findByRole('heading', { name: '입사 지원' })).toBeTruthy();
    expect(currentStep()).toContain('이력서 선택');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      expect.stringContaining('백엔드 개발자 이력서'),
      expect.stringContaining('쓰다 만 이력서'),
    ]);
    await next(user);
    expect(await screen.findByText(APPLY_MESSAGES.resumeRequired)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /쓰다 만 이력서/ }));
    expect(screen.getByText(RESUME_STEP_MESSAGES.incomplete)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /백엔드 개발자 이력서/ }));
    expect(screen.queryByText(RESUME_STEP_MESSAGES.incomplete)).toBeNull();
    await next(user);

    // 2. Each question with its limit and a live counter (code points, with and without spaces).
    const heading = await screen.findByRole('heading', { name: '질문 답변' });
    expect(document.activeElement).toBe(heading);
    const first = screen.getByRole('textbox', { name: /지원 동기/ });
    await user.type(first, '한글 답변😀');
    expect(screen.getByText(/공백 포함 6자 \/ 100자 · 공백 제외 5자/)).toBeTruthy();
    await user.clear(first);
    await user.click(first);
    await user.paste('가'.repeat(101));
    expect(screen.getByText(/제한을 넘었습니다/)).toBeTruthy();
    await next(user);
    expect(await screen.findByText(APPLY_MESSAGES.answerTooLong(100, 101))).toBeTruthy();
    expect(screen.getByText(APPLY_MESSAGES.answerRequired)).toBeTruthy();
    expect(currentStep()).toContain('질문 답변');
    await user.clear(first);
    await user.type(first, '서비스를 함께 키우고 싶습니다.');
    await user.type(
      screen.getByRole('textbox', { name: /입사 후 포부/ }),
      '운영 자동화를 맡겠습니다.',
    );
    await next(user);

    // 3. Files, uploaded as they are chosen.
    await screen.findByRole('heading', { name: '파일 첨부' });
    await user.upload(screen.getByLabelText('파일 추가'), pdf('portfolio.pdf'));
    const files = await screen.findByRole('list', { name: '첨부한 파일' });
    expect(within(files).getByText('portfolio.pdf')).toBeTruthy();
    expect(uploads).toEqual(['portfolio.pdf']);
    await next(user);

    // 4. The PIPA disclosure and its required box.
    await screen.findByRole('heading', { name: '개인정보 제공 동의' });
    for (const term of [
      '제공받는 자',
      '이용 목적',
      '제공 항목',
      '보유 및 이용 기간',
      '동의를 거부할 권리와 불이익',
    ]) {
      expect(screen.getByText(term)).toBeTruthy();
    }
    expect(
      screen.getByText('동의를 거부할 수 있으나, 거부하면 이 공고에 지원할 수 없습니다.'),
    ).toBeTruthy();
    await next(user);
    expect(await screen.findByText(CONSENT_REQUIRED)).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: /개인정보를 이 회사에 제공하는 데 동의합니다/ }),
    );
    await next(user);

    // 5. Review, then submit.
    await screen.findByRole('heading', { name: '확인 및 제출' });
    expect(screen.getByText('서비스를 함께 키우고 싶습니다.')).toBeTruthy();
    expect(screen.getByText('가람소프트에 개인정보를 제공하는 데 동의했습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '지원서 제출' }));

    expect(await screen.findByRole('heading', { name: '지원이 완료되었습니다' })).toBeTruthy();
    expect(posted).toEqual([
      {
        postingId: 31,
        resumeId: 5,
        answers: [
          { questionNo: 1, answer: '서비스를 함께 키우고 싶습니다.' },
          { questionNo: 2, answer: '운영 자동화를 맡겠습니다.' },
        ],
        files: ['aaaaaaaaaaaaaaaaaaaaa1.pdf'],
        consentAgreed: true,
        consentVersion: 3,
      },
    ]);
    expect(screen.getByRole('link', { name: '지원 현황 보기' }).getAttribute('href')).toBe(
      '/person/myhome/applications?applicationId=88',
    );
    expect(storedDraft()).toBeNull();
  });

  it('checks files before they travel: kind, count and the 50 MB total, and shows a 901', async () => {
    const user = userEvent.setup({ applyAccept: false });
    serveForm();
    server.use(
      http.post(API.cmmn.uploadFile, () =>
        HttpResponse.json(envelope('901', null, '허용되지 않거나 변조된 파일 형식입니다.'), {
          status: 415,
        }),
      ),
    );
    // A draft already on the files step with nine files.
    const nine = Array.from({ length: 9 }, (_, i) => ({
      saveName: `${'b'.repeat(21)}${i}.pdf`,
      originalName: `file-${i}.pdf`,
      size: 1024,
    }));
    window.sessionStorage.setItem(
      draftKey(31),
      JSON.stringify({
        step: 'files',
        resumeId: 5,
        answers: {},
        files: nine,
        consentAgreed: false,
        resumesBeforeWrite: null,
      }),
    );
    open();
    const input = await screen.findByLabelText('파일 추가');
    expect(screen.getByText(START_MESSAGES.restored)).toBeTruthy();

    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText(FILE_MESSAGES.tooMany)).toBeTruthy();

    await user.upload(input, pdf('big.pdf', 50 * 1024 * 1024));
    expect(await screen.findByText(FILE_MESSAGES.tooLargeTotal)).toBeTruthy();

    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(FILE_MESSAGES.wrongType('setup.exe'))).toBeTruthy();

    await user.upload(input, pdf('fake.pdf'));
    expect(
      await screen.findByText('fake.pdf: 허용되지 않거나 변조된 파일 형식입니다.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedDraft()?.files).toHaveLength(9);
  });
});

describe('ApplyPage: refusals', () => {
  const readyDraft = (): ApplyDraft => ({
    step: 'review',
    resumeId: 5,
    answers: { '1': '지원 동기', '2': '포부' },
    files: [],
    consentAgreed: true,
    resumesBeforeWrite: null,
  });

  it('shows the application already made (302) instead of a form, with a link to it', async () => {
    serveForm(applyForm({ existingApplicationId: 40 }));
    open();
    expect(await screen.findByRole('heading', { name: '이미 지원한 공고입니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 지원 보기' }).getAttribute('href')).toBe(
      '/person/myhome/applications?applicationId=40',
    );
    expect(screen.queryByRole('button', { name: '다음' })).toBeNull();
  });

  it('says a posting out of its period (301) cannot be applied to', async () => {
    serveForm(applyForm({ period: 'not-yet' }));
    const view = open();
    expect(
      await screen.findByRole('heading', { name: '아직 지원을 받지 않는 공고입니다' }),
    ).toBeTruthy();
    view.unmount();
    serveForm(applyForm({ period: 'closed' }));
    open();
    expect(await screen.findByRole('heading', { name: '지원이 마감된 공고입니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '공고로 돌아가기' }).getAttribute('href')).toBe(
      '/person/recrtinfo/detail?postingId=31',
    );
  });

  it('turns a 301 at submit into the closed notice, and a 302 into a link to the application', async () => {
    const user = userEvent.setup();
    serveForm();
    serveSubmit(() =>
      HttpResponse.json(envelope('301', null, '신청 기간이 아닙니다.'), { status: 422 }),
    );
    window.sessionStorage.setItem(draftKey(31), JSON.stringify(readyDraft()));
    const first = open();
    await user.click(await screen.findByRole('button', { name: '지원서 제출' }));
    expect(await screen.findByRole('heading', { name: '지원이 마감된 공고입니다' })).toBeTruthy();
    expect(screen.getByText('신청 기간이 아닙니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    serveSubmit(() =>
      HttpResponse.json(
        envelope('302', { applicationId: 41 }, '이미 등록되어 있어 중복으로 등록할 수 없습니다.'),
        {
          status: 409,
        },
      ),
    );
    window.sessionStorage.setItem(draftKey(31), JSON.stringify(readyDraft()));
    open();
    await user.click(await screen.findByRole('button', { name: '지원서 제출' }));
    expect(await screen.findByRole('heading', { name: '이미 지원한 공고입니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '내 지원 보기' }).getAttribute('href')).toBe(
      '/person/myhome/applications?applicationId=41',
    );
    expect(storedDraft()).toBeNull();
  });

  it('sends a 901 at submit back to the files step with its message', async () => {
    const user = userEvent.setup();
    serveForm();
    serveSubmit(() =>
      HttpResponse.json(envelope('901', null, '허용되지 않거나 변조된 파일 형식입니다.'), {
        status: 415,
      }),
    );
    window.sessionStorage.setItem(draftKey(31), JSON.stringify(readyDraft()));
    open();
    await user.click(await screen.findByRole('button', { name: '지원서 제출' }));
    expect(await screen.findByText('허용되지 않거나 변조된 파일 형식입니다.')).toBeTruthy();
    expect(currentStep()).toContain('파일 첨부');
  });
});

describe('ApplyPage: the draft', () => {
  it('keeps the draft through 새 이력서 작성 and chooses the new résumé on return', async () => {
    const user = userEvent.setup();
    serveForm();
    const { router } = open();
    await chooseResume(user);
    await user.type(screen.getByRole('textbox', { name: /지원 동기/ }), '꼭 함께하고 싶습니다.');
    await user.click(screen.getByRole('button', { name: /이력서 선택/ }));
    await user.click(await screen.findByRole('button', { name: '새 이력서 작성' }));

    // No leave question: the member means to come back.
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      `/person/myhome/career/write?returnTo=${encodeURIComponent(AT)}`,
    );
    expect(screen.queryByText(APPLY_LEAVE_MESSAGE)).toBeNull();
    expect(storedDraft()?.resumesBeforeWrite).toEqual([7, 5]);

    // The résumé written meanwhile (id 9) is in the form when the member comes back.
    const base = applyForm();
    serveForm(
      applyForm({
        resumes: [
          {
            resumeId: 9,
            title: '새 이력서',
            primary: false,
            complete: true,
            updatedAt: '2025-02-12T09:00:00+09:00',
          },
          ...base.resumes,
        ],
      }),
    );
    await act(() => router.navigate(AT));
    expect(await screen.findByText(START_MESSAGES.newResume)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /새 이력서/ }).checked).toBe(true);
    await next(user);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /지원 동기/ }).value).toBe(
      '꼭 함께하고 싶습니다.',
    );
  });

  it('asks before leaving with an unsent application', async () => {
    const user = userEvent.setup();
    serveForm();
    const { router } = open();
    await chooseResume(user);
    await act(() => router.navigate(ROUTES.main.path));
    expect(await screen.findByText(APPLY_LEAVE_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('has no axe violations on the questions step', async () => {
    const user = userEvent.setup();
    serveForm();
    open();
    await chooseResume(user);
    await next(user);
    await screen.findAllByText(APPLY_MESSAGES.answerRequired);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });
});
