import { describe, expect, it } from 'vitest';
import { checkCertificatePeriod, defaultCertificatePeriod } from './certificate-period';
import { offerExpiry } from './offer-expiry';

const TODAY = '2026-03-10';

describe('checkCertificatePeriod', () => {
  it('accepts up to 90 days counting both ends', () => {
    expect(checkCertificatePeriod('2025-12-11', TODAY, TODAY)).toEqual({});
    expect(checkCertificatePeriod(TODAY, TODAY, TODAY)).toEqual({});
  });

  it('refuses a 91st day, a reversed period, a future end and missing days', () => {
    expect(checkCertificatePeriod('2025-12-10', TODAY, TODAY).from).toBe(
      '기간은 최대 90일까지 선택할 수 있습니다.',
    );
    expect(checkCertificatePeriod('2026-03-09', '2026-03-01', TODAY).from).toBe(
      '시작일은 종료일보다 늦을 수 없습니다.',
    );
    expect(checkCertificatePeriod('2026-03-01', '2026-03-11', TODAY).to).toBe(
      '종료일은 오늘 이후로 선택할 수 없습니다.',
    );
    expect(checkCertificatePeriod('', '', TODAY)).toEqual({
      from: '시작일을 선택해 주세요.',
      to: '종료일을 선택해 주세요.',
    });
  });

  it('defaults to the last 90 days, which it accepts', () => {
    const period = defaultCertificatePeriod(TODAY);
    expect(period).toEqual({ from: '2025-12-11', to: TODAY });
    expect(checkCertificatePeriod(period.from, period.to, TODAY)).toEqual({});
  });
});

describe('offerExpiry', () => {
  // 14:59:59Z is 23:59:59 in Seoul: the day counted is Seoul's.
  it('counts days to the expiry in Seoul', () => {
    const at = (expiresAt: string) => offerExpiry({ expiresAt, status: 'sent' }, TODAY);
    expect(at('2026-03-13T14:59:59.000Z')).toMatchObject({ label: 'D-3', expired: false });
    expect(at('2026-03-10T14:59:59.000Z')).toMatchObject({ label: 'D-Day', expired: false });
    expect(at('2026-03-09T14:59:59.000Z')).toMatchObject({ label: '기간 만료', expired: true });
  });

  it('takes the server word for an expired offer', () => {
    expect(
      offerExpiry({ expiresAt: '2026-03-13T14:59:59.000Z', status: 'expired' }, TODAY).expired,
    ).toBe(true);
  });
});
