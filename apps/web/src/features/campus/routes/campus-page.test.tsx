import { CAMPUS_API, ROUTES, type CampusStatus } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CampusPage } from './campus-page';

const SCHOOLS = [
  { universityId: 3, name: '한빛대학교' },
  { universityId: 4, name: '일터대학교' },
];
const verified: CampusStatus = {
  schools: SCHOOLS,
  verification: {
    universityId: 3,
    universityName: '한빛대학교',
    verifiedAt: '2026-03-01T00:00:00.000Z',
  },
};

let current: CampusStatus;
let posted: unknown[];
let answer: { code: string; status: number; message: string };

beforeEach(() => {
  current = { schools: SCHOOLS, verification: null };
  posted = [];
  answer = { code: '001', status: 200, message: '재학생 인증을 완료했습니다.' };
  server.use(
    http.get(CAMPUS_API.status, () => HttpResponse.json(envelope('001', current))),
    http.post(CAMPUS_API.verify, async ({ request }) => {
      posted.push(await request.json());
      if (answer.code === '001') current = verified;
      return HttpResponse.json(envelope(answer.code, current, answer.message), {
        status: answer.status,
      });
    }),
    http.get(CAMPUS_API.postings, () =>
      HttpResponse.json(
        envelope('001', {
          universityName: '한빛대학교',
          items: [],
          page: 1,
          size: 10,
          total: 0,
          totalPages: 0,
          today: '2026-03-02',
        }),
      ),
    ),
  );
});

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const PATH = ROUTES.myCampus.path;

describe('CampusPage', () => {
  it('asks for consent, sends the details, then shows the badge and the campus list', async () => {
    const user = userEvent.setup();
    renderRoute(CampusPage, { path: PATH });
    await screen.findByText('개인정보 수집·이용 안내');
    expect(await violations()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('학교'), '4');
    await user.type(screen.getByLabelText(/^이름/), '박두리');
    await user.type(screen.getByLabelText(/^생년월일/), '2001-01-01');
    await user.type(screen.getByLabelText(/^학번/), 'A19');
    await user.click(screen.getByRole('button', { name: '재학생 인증' }));
    expect(await screen.findByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.click(screen.getByLabelText(/개인정보 수집·이용에 동의합니다/));
    await user.click(screen.getByRole('button', { name: '재학생 인증' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { universityId: 4, name: '박두리', birthDate: '2001-01-01', studentNo: 'A19' },
      ]),
    );
    expect(await screen.findByText('한빛대학교 재학생 인증')).toBeTruthy();
    expect(await screen.findByText('지금 진행 중인 캠퍼스 채용 공고가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '인증 해제' })).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('says a mismatch (1202) above the button, without a dialog', async () => {
    const user = userEvent.setup();
    answer = { code: '1202', status: 404, message: '일치하는 학생 정보를 찾을 수 없습니다.' };
    renderRoute(CampusPage, { path: PATH });
    await user.type(await screen.findByLabelText(/^이름/), '박두리');
    await user.type(screen.getByLabelText(/^생년월일/), '2001-01-02');
    await user.type(screen.getByLabelText(/^학번/), 'A19');
    await user.click(screen.getByLabelText(/개인정보 수집·이용에 동의합니다/));
    await user.click(screen.getByRole('button', { name: '재학생 인증' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('일치하는 학생 정보를 찾을 수 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
