import { OPS_API, ROUTES } from '@ilteo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { encode } from 'uqr';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { OpsLoginPage } from './ops-login-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Ilteo:ops1?issuer=Ilteo&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;

let bodies: unknown[];

beforeEach(() => {
  bodies = [];
  server.use(
    http.post(OPS_API.login, async ({ request }) => {
      const body = (await request.json()) as { otp?: string };
      bodies.push(body);
      return HttpResponse.json(
        envelope(
          '001',
          body.otp
            ? { state: 'signed-in', loginId: 'ops1', name: '운영자' }
            : { state: 'enrol', secret: SECRET, uri: URI },
        ),
      );
    }),
  );
});

describe('OpsLoginPage', () => {
  it('enrols the authenticator by QR code or key, then signs in with its code', async () => {
    const user = userEvent.setup();
    renderRoute(OpsLoginPage, { path: ROUTES.opsLogin.path });

    await user.type(screen.getByLabelText(/^아이디/), 'ops1');
    await user.type(screen.getByLabelText(/^비밀번호/), 'operator-pass-2026');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    // The QR code draws the enrolment URI's modules, one unit square each.
    const qr = await screen.findByRole('img', { name: '인증 앱으로 찍을 QR 코드' });
    const { data } = encode(URI, { ecc: 'M', border: 2 });
    const dark = data.flat().filter(Boolean).length;
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${data.length} ${data.length}`);
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(screen.getByLabelText('인증 키').textContent).toBe(SECRET);

    // The code field has the focus: the app's code completes the sign-in.
    expect(document.activeElement).toBe(screen.getByLabelText(/^인증 코드/));
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('/ops/members'));
    expect(bodies).toEqual([
      { loginId: 'ops1', password: 'operator-pass-2026' },
      { loginId: 'ops1', password: 'operator-pass-2026', otp: '123456' },
    ]);
  });
});
