import { ROUTES, APPLICATION_API } from '@ilteo/contract';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { CertificatePrintPage } from './certificate-print-page';
import { certificate } from './status-fixtures.test-data';

const PATH = ROUTES.print.path;
const AT = `${PATH}?kind=employment-cert&certNo=ILT-20260310-AB12CD34`;

describe('CertificatePrintPage', () => {
  it('prints the certificate: member, period, applications, number, verify line', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(APPLICATION_API.certificate, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('certNo'));
        return HttpResponse.json(envelope('001', certificate()));
      }),
    );
    renderRoute(CertificatePrintPage, { path: PATH, at: AT });
    expect(await screen.findByRole('heading', { level: 1, name: '취업활동 증명서' })).toBeTruthy();
    expect(asked).toEqual(['ILT-20260310-AB12CD34']);
    const sheet = screen.getByRole('article');
    expect(sheet.textContent).toContain('발급번호 ILT-20260310-AB12CD34');
    expect(sheet.textContent).toContain('김일터');
    expect(sheet.textContent).toContain('1998.05.17');
    expect(sheet.textContent).toContain('2026.01.01 ~ 2026.03.10');
    expect(sheet.textContent).toContain('발급일 2026.03.10');
    expect(sheet.textContent).toContain('발급번호 ILT-20260310-AB12CD34로 확인할 수 있습니다');
    const rows = within(screen.getAllByRole('table')[1]!).getAllByRole('row');
    expect(rows[1]!.textContent).toBe(
      '12026.03.02(주)일터테크백엔드 개발자 (Node.js) 신입 채용서류전형 불합격',
    );
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('says so for a period without applications', async () => {
    server.use(
      http.get(APPLICATION_API.certificate, () =>
        HttpResponse.json(envelope('001', certificate({ applications: [] }))),
      ),
    );
    renderRoute(CertificatePrintPage, { path: PATH, at: AT });
    expect(await screen.findByText('이 기간에 일터를 통해 지원한 내역이 없습니다.')).toBeTruthy();
  });

  it('refuses a malformed number without asking the server', async () => {
    renderRoute(CertificatePrintPage, {
      path: PATH,
      at: `${PATH}?kind=employment-cert&certNo=x<y`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '증명서를 찾을 수 없습니다' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '지원 현황으로' }).getAttribute('href')).toBe(
      ROUTES.myApplications.path,
    );
  });
});
