import { API, ROUTES, type PreferenceCondition } from '@ilteo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { useAppStore } from '@/shared/stores/app-store';
import { CHOICE_CODES, JOB_CODES, REGIONS } from './fixtures.test-data';
import { PrefDetailPage } from './pref-detail-page';

const DETAIL = ROUTES.prefRecruitDetail.path;

let saved: unknown[];
let codeQueries: string[];

function serve(stored: PreferenceCondition | null = null) {
  server.use(
    http.get(API.recruit.prefCondition, () =>
      HttpResponse.json(
        envelope('001', { condition: stored, updatedAt: stored ? '2025-02-28T01:00:00Z' : null }),
      ),
    ),
    http.put(API.recruit.prefCondition, async ({ request }) => {
      const body = (await request.json()) as PreferenceCondition;
      saved.push(body);
      // As the server does: 003 with its own message, which the app shows.
      return HttpResponse.json(
        envelope(
          '003',
          { condition: body, updatedAt: '2025-03-01T03:00:00Z' },
          '맞춤 채용 조건을 저장했습니다.',
        ),
      );
    }),
    http.get(API.person.recrtAddr, () => HttpResponse.json(envelope('001', REGIONS))),
    http.get(API.cmmn.codes, ({ request }) => {
      const q = new URL(request.url).searchParams;
      codeQueries.push(q.toString());
      return HttpResponse.json(
        envelope('001', q.get('grpCd') === 'JOB' ? JOB_CODES : CHOICE_CODES),
      );
    }),
  );
}

beforeEach(() => {
  saved = [];
  codeQueries = [];
  useAppStore.setState({ loginInfo: { loginId: 'jobseeker', name: '김일터' } });
});

const open = () =>
  renderRoute(PrefDetailPage, {
    path: DETAIL,
    extra: [{ path: ROUTES.prefRecruitIndex.path, Component: () => <h1>맞춤 채용 목록</h1> }],
  });

describe('PrefDetailPage', () => {
  it('asks for a job or a region before saving, and checks the salary', async () => {
    const user = userEvent.setup();
    serve();
    open();
    await screen.findByRole('group', { name: '희망 직무' });

    await user.type(screen.getByRole('textbox', { name: '최소 희망 연봉 (만원)' }), '200000');
    await user.click(screen.getByRole('button', { name: '조건 저장' }));

    expect(await screen.findByText('희망 직무나 희망 지역을 하나 이상 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('희망 연봉이 올바르지 않습니다.')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: '최소 희망 연봉 (만원)' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(saved).toEqual([]);
  });

  it('saves every condition as the contract says and goes to the matches', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = open();
    await screen.findByRole('group', { name: '희망 직무' });
    expect(codeQueries.sort()).toEqual(['grpCd=EMP_TP%2CPREF', 'grpCd=JOB&tree=Y']);

    await user.click(screen.getByRole('checkbox', { name: '백엔드 개발자' }));
    const regions = screen.getByRole('group', { name: '희망 근무지역' });
    await user.click(within(regions).getByRole('checkbox', { name: /^강남구/ }));
    await user.click(within(regions).getByRole('tab', { name: '부산광역시' }));
    await user.click(within(regions).getByRole('checkbox', { name: /^해운대구/ }));

    const types = screen.getByRole('group', { name: '고용형태' });
    await user.click(within(types).getByRole('checkbox', { name: '인턴' }));
    await user.click(within(types).getByRole('checkbox', { name: '정규직' }));

    // Only digits reach the field.
    await user.type(screen.getByRole('textbox', { name: '최소 희망 연봉 (만원)' }), '3,5OO0');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: '최소 희망 연봉 (만원)' }).value,
    ).toBe('350');

    expect(screen.queryByRole('textbox', { name: '경력 연수 (년)' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '경력' }));
    await user.type(screen.getByRole('textbox', { name: '경력 연수 (년)' }), '3');

    const prefs = screen.getByRole('group', { name: '우대 조건 (해당하는 경우)' });
    expect(within(prefs).getByText(/우대 채용 대상이면/)).toBeTruthy();
    await user.click(within(prefs).getByRole('checkbox', { name: '국가보훈 대상자' }));

    await user.click(screen.getByRole('button', { name: '조건 저장' }));
    await screen.findByRole('heading', { name: '맞춤 채용 목록' });
    expect((await screen.findByRole('dialog', { name: '알림' })).textContent).toContain(
      '맞춤 채용 조건을 저장했습니다.',
    );
    expect(router.state.location.pathname).toBe('/person/pref-recrt/index');
    expect(saved).toEqual([
      {
        jobs: ['024001'],
        regions: ['11680', '26350'],
        employmentTypes: ['10', '30'],
        salaryMin: 350,
        careerType: 'E',
        careerYears: 3,
        preferentials: ['02'],
        dailyAlert: false,
        alertMail: false,
      },
    ]);
  });

  it('starts from the stored conditions, and drops the years unless 경력', async () => {
    const user = userEvent.setup();
    serve({
      jobs: ['024'],
      regions: [],
      employmentTypes: ['20'],
      salaryMin: 4000,
      careerType: 'E',
      careerYears: 5,
      preferentials: [],
      dailyAlert: true,
      alertMail: true,
    });
    open();
    await screen.findByRole('group', { name: '희망 직무' });
    expect(screen.getByText('2025.02.28')).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: '최소 희망 연봉 (만원)' }).value,
    ).toBe('4000');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '경력 연수 (년)' }).value).toBe(
      '5',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '계약직' }).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: '신입' }));
    await user.clear(screen.getByRole('textbox', { name: '최소 희망 연봉 (만원)' }));
    await user.click(screen.getByRole('button', { name: '조건 저장' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      jobs: ['024'],
      regions: [],
      employmentTypes: ['20'],
      salaryMin: null,
      careerType: 'N',
      careerYears: null,
      preferentials: [],
      dailyAlert: true,
      alertMail: true,
    });
  });

  it('offers the mail only with the daily alert, and clears it when the alert goes off', async () => {
    const user = userEvent.setup();
    serve({
      jobs: ['024'],
      regions: [],
      employmentTypes: [],
      salaryMin: null,
      careerType: 'Z',
      careerYears: null,
      preferentials: [],
      dailyAlert: false,
      alertMail: false,
    });
    open();
    const daily = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: '매일 새 맞춤 공고 알림 받기',
    });
    const mail = screen.getByRole<HTMLInputElement>('checkbox', { name: '메일로도 받기' });
    expect(screen.getByRole('group', { name: '새 공고 알림' })).toBeTruthy();
    expect(daily.checked).toBe(false);
    expect(mail.disabled).toBe(true);

    await user.click(daily);
    expect(mail.disabled).toBe(false);
    await user.click(mail);
    await user.click(daily);
    expect(mail.checked).toBe(false);
    expect(mail.disabled).toBe(true);

    await user.click(daily);
    expect(mail.checked).toBe(false);
    await user.click(mail);
    await user.click(screen.getByRole('button', { name: '조건 저장' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ dailyAlert: true, alertMail: true });
  });
});
