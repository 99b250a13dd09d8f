import {
  API,
  emptyResumeContent,
  ROUTES,
  type ResumeContent,
  type ResumeDetail,
  RESUME_API,
} from '@ilteo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { jobTree, regionTree } from '@/shared/testing/posting-fixtures';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { DRAFT_DELAY_MS, draftKey } from '../components/write/use-resume-draft';
import { LEAVE_MESSAGE } from '../components/write/resume-write-form';
import { PHOTO_MESSAGES } from '../components/write/photo-field';
import { CareerWritePage } from './career-write-page';

const WRITE = ROUTES.myCareerWrite.path;

/** What GET blank answers: 기본정보 from the account, the rest empty. */
const blank = (): ResumeContent => ({
  ...emptyResumeContent(),
  basics: {
    ...emptyResumeContent().basics,
    name: '김일터',
    birthDate: '19950302',
    mobile: '01012345678',
    email: 'jobseeker@example.com',
  },
});

const detail = (content: ResumeContent): ResumeDetail => ({
  resumeId: 7,
  title: content.title,
  primary: true,
  public: false,
  acceptOffers: false,
  complete: false,
  percent: 20,
  updatedAt: '2025-03-01T03:00:00Z',
  content,
  missing: ['education', 'work', 'wish'],
  labels: {},
  fileLinks: {},
});

let posted: unknown[];
let put: unknown[];

function serve({ stored }: { stored?: ResumeContent } = {}) {
  server.use(
    http.get(RESUME_API.blank, () => HttpResponse.json(envelope('001', blank()))),
    http.get(RESUME_API.detail, () =>
      HttpResponse.json(envelope('001', detail(stored ?? blank()))),
    ),
    http.post(RESUME_API.save, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(envelope('002', { resumeId: 7 }, '등록되었습니다.'), {
        status: 201,
      });
    }),
    http.put(RESUME_API.save, async ({ request }) => {
      put.push(await request.json());
      return HttpResponse.json(envelope('003', null, '변경되었습니다.'));
    }),
    http.get(RESUME_API.list, () => HttpResponse.json(envelope('001', { items: [], limit: 10 }))),
    http.get(API.person.recrtAddr, () => HttpResponse.json(envelope('001', regionTree()))),
    http.get(API.cmmn.codes, ({ request }) => {
      const group = new URL(request.url).searchParams.get('grpCd');
      return HttpResponse.json(
        envelope(
          '001',
          group === 'JOB'
            ? { JOB: jobTree() }
            : {
                EMP_TP: [
                  { cd: '10', name: '정규직', upperCd: null, level: 1 },
                  { cd: '20', name: '계약직', upperCd: null, level: 1 },
                ],
              },
        ),
      );
    }),
  );
}

beforeEach(() => {
  posted = [];
  put = [];
});

afterEach(() => {
  vi.useRealTimers();
});

const open = (at = WRITE) => renderRoute(CareerWritePage, { path: WRITE, at });
const titleBox = () => screen.findByRole('textbox', { name: /이력서 제목/ });

describe('CareerWritePage', () => {
  it('creates a résumé from the blank: posts the content, says it is incomplete, then edits it', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = open();

    await user.type(await titleBox(), '신입 백엔드 개발자');
    const work = screen.getByRole('region', { name: '경력 (필수)' });
    await user.click(within(work).getByRole('radio', { name: '신입' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      content: { ...blank(), title: '신입 백엔드 개발자', careerType: 'N' },
    });
    expect(
      await screen.findByText(
        '미완성으로 저장했습니다. 아직 채우지 않은 필수 항목: 기본정보, 학력, 희망근무조건',
      ),
    ).toBeTruthy();
    // The address now names the résumé, so the next save edits it.
    expect(router.state.location.search).toBe('?resumeId=7');

    await user.type(screen.getByRole('textbox', { name: /이력서 제목/ }), ' (수정)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ resumeId: 7, content: { title: '신입 백엔드 개발자 (수정)' } });
    expect(posted).toHaveLength(1);
  });

  it('goes back where it was opened from (the apply screen) after the first save, without asking', async () => {
    const user = userEvent.setup();
    serve();
    const back = '/person/recrtInfo/apply?postingId=31';
    const { router } = open(`${WRITE}?returnTo=${encodeURIComponent(back)}`);
    await user.type(await titleBox(), '지원용 이력서');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back),
    );
    expect(screen.queryByText(LEAVE_MESSAGE)).toBeNull();
  });

  it('ignores a returnTo that leaves the site', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = open(`${WRITE}?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await user.type(await titleBox(), '지원용 이력서');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.search).toBe('?resumeId=7'));
  });

  it('counts a 자기소개서 answer with and without spaces, in red over the limit', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await titleBox();

    await user.click(screen.getByRole('button', { name: '문항 추가' }));
    const essay = screen.getByRole('group', { name: '문항 1' });
    const answer = within(essay).getByRole('textbox', { name: '답변' });
    await user.type(answer, '저는 개발자');
    const counter = within(essay).getByText(/공백 포함 \d+자 \/ 공백 제외 \d+자/);
    expect(counter.textContent).toContain('공백 포함 6자 / 공백 제외 5자');
    expect(counter.className).not.toContain('write-counter--over');

    const limit = within(essay).getByRole('textbox', { name: '글자 수 제한 (공백 포함)' });
    await user.clear(limit);
    await user.type(limit, '100');
    fireEvent.change(answer, { target: { value: '가'.repeat(101) } });
    expect(counter.textContent).toContain('공백 포함 101자 / 공백 제외 101자');
    expect(counter.className).toContain('write-counter--over');

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await within(essay).findByText('답변이 글자 수 제한을 넘었습니다.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('refuses an end before the start, next to the field', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await titleBox();

    await user.click(screen.getByRole('button', { name: '학력 추가' }));
    const school = screen.getByRole('group', { name: '학력 1' });
    await user.type(within(school).getByRole('textbox', { name: '입학 연월' }), '202003');
    await user.type(within(school).getByRole('textbox', { name: '졸업 연월' }), '201902');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await within(school).findByText('종료일이 시작일보다 빠릅니다.')).toBeTruthy();
    const end = within(school).getByRole('textbox', { name: '졸업 연월' });
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('keeps what is typed as a local draft once typing pauses', async () => {
    serve();
    open();
    const title = await titleBox();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(title, '임시');
    expect(window.localStorage.getItem(draftKey(null))).toBeNull();

    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    const stored = JSON.parse(window.localStorage.getItem(draftKey(null)) ?? '{}') as {
      values?: { title?: string };
    };
    expect(stored.values?.title).toBe('임시');
  });

  it('puts a local draft back with a banner, and discards it on request', async () => {
    const user = userEvent.setup();
    serve({ stored: { ...blank(), title: '저장된 제목' } });
    window.localStorage.setItem(
      draftKey(7),
      JSON.stringify({
        savedAt: '2025-03-01T04:00:00Z',
        values: { ...blank(), title: '고치던 제목' },
      }),
    );
    open(`${WRITE}?resumeId=7`);

    expect(await screen.findByText('저장하지 않은 작성 내용을 불러왔습니다.')).toBeTruthy();
    await waitFor(async () =>
      expect(((await titleBox()) as HTMLInputElement).value).toBe('고치던 제목'),
    );
    expect(screen.getByRole('heading', { level: 1, name: '이력서 수정' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '불러온 내용 버리기' }));
    expect(screen.queryByText('저장하지 않은 작성 내용을 불러왔습니다.')).toBeNull();
    expect(((await titleBox()) as HTMLInputElement).value).toBe('저장된 제목');
    expect(window.localStorage.getItem(draftKey(7))).toBeNull();
  });

  it('clears the draft after a successful save', async () => {
    const user = userEvent.setup();
    serve({ stored: { ...blank(), title: '저장된 제목' } });
    window.localStorage.setItem(
      draftKey(7),
      JSON.stringify({ savedAt: '2025-03-01T04:00:00Z', values: { ...blank(), title: '새 제목' } }),
    );
    open(`${WRITE}?resumeId=7`);
    await screen.findByText('저장하지 않은 작성 내용을 불러왔습니다.');

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ resumeId: 7, content: { title: '새 제목' } });
    expect(window.localStorage.getItem(draftKey(7))).toBeNull();
    expect(screen.queryByText('저장하지 않은 작성 내용을 불러왔습니다.')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = open();
    await user.type(await titleBox(), '제목');

    void router.navigate(ROUTES.main.path);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(WRITE));

    void router.navigate(ROUTES.main.path);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '떠나기' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.main.path));
  });

  it('has no axe violations with an entry in every repeated section', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await titleBox();
    for (const add of [
      '학력',
      '자격증',
      '어학',
      '수상',
      '대외활동·교육',
      '해외경험',
      '링크',
      '문항',
    ]) {
      await user.click(screen.getByRole('button', { name: `${add} 추가` }));
    }
    await user.click(screen.getByRole('radio', { name: '경력' }));
    await user.click(screen.getByRole('button', { name: '경력 추가' }));
    const result = await axe.run(document.body, {
      // Contrast needs real layout, `region` the app shell (as in resume-a11y.test.tsx).
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });

  it('puts the server refusal of a field next to that field', async () => {
    const user = userEvent.setup();
    serve();
    server.use(
      http.post(RESUME_API.save, () =>
        HttpResponse.json(
          envelope(
            '202',
            {
              fields: [
                { field: 'content.title', message: '이력서 제목에 쓸 수 없는 문자가 있습니다.' },
              ],
            },
            '요청이 올바르지 않습니다.',
          ),
          { status: 400 },
        ),
      ),
    );
    open();
    await user.type(await titleBox(), '제목');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('이력서 제목에 쓸 수 없는 문자가 있습니다.')).toBeTruthy();
    expect((await titleBox()).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads the photo and shows a 901 refusal beside it', async () => {
    // A file the picker's accept would hide can still be dropped or chosen with 모든 파일.
    const user = userEvent.setup({ applyAccept: false });
    serve();
    // The canvas path is the browser's (e2e); here the image already fits, so it goes as it is.
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 300, height: 400, close: () => undefined }),
    );
    let uploads = 0;
    server.use(
      http.post(API.cmmn.uploadFile, () => {
        uploads += 1;
        return uploads === 1
          ? HttpResponse.json(envelope('901', null, '허용되지 않거나 변조된 파일 형식입니다.'), {
              status: 415,
            })
          : HttpResponse.json(
              envelope('001', [
                {
                  link: '/api/v1/cmmn/file?saveName=',
                  saveName: 'abcdefghijklmnopqrstuv.jpg',
                  originalName: 'me.jpg',
                  ext: 'jpg',
                },
              ]),
            );
      }),
    );
    open();
    await titleBox();
    const input = screen.getByLabelText('사진 올리기');
    const photo = () => new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });

    await user.upload(input, new File(['text'], 'note.txt', { type: 'text/plain' }));
    expect(await screen.findByText(PHOTO_MESSAGES.notImage)).toBeTruthy();
    expect(uploads).toBe(0);

    await user.upload(input, photo());
    expect(await screen.findByText('허용되지 않거나 변조된 파일 형식입니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.upload(input, photo());
    expect(await screen.findByRole('img', { name: '이력서 사진' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      content: {
        basics: { photo: { saveName: 'abcdefghijklmnopqrstuv.jpg', originalName: 'me.jpg' } },
      },
    });
  });
});
