import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CareerLookupProviderError } from './provider';
import { decodeCodefBody } from './codef-client';
import { startFakeCodef, type FakeCodef } from './codef-fake';
import {
  CODEF_NHIS_JOIN_PATH,
  createCodefCareerProvider,
  recordsFromJoinRows,
} from './codef-provider';

const person = {
  name: '김하늘',
  birthDate: '1990-03-15',
  mobile: '01012345678',
  ci: 'c'.repeat(88),
};
const ROWS = [
  {
    resCompanyNm: '(주)한빛데이터',
    resJoinUserType: '직장가입자',
    commStartDate: '20150302',
    commEndDate: '20180831',
  },
  {
    resCompanyNm: '지역',
    resJoinUserType: '지역가입자',
    commStartDate: '20180901',
    commEndDate: '20181031',
  },
  {
    resCompanyNm: '푸른숲소프트(주)',
    resJoinUserType: '직장가입자',
    commStartDate: '20181101',
    commEndDate: '',
  },
  {
    resCompanyNm: '부모님 회사',
    resJoinUserType: '직장피부양자',
    commStartDate: '20080101',
    commEndDate: '20150301',
  },
];

describe('CODEF 자격득실 provider against a fake CODEF', () => {
  let codef: FakeCodef;
  let provider: ReturnType<typeof createCodefCareerProvider>;
  beforeAll(async () => {
    codef = await startFakeCodef({ clientId: 'id', clientSecret: 'secret', rows: () => ROWS });
    provider = createCodefCareerProvider({
      api: { clientId: 'id', clientSecret: 'secret', apiUrl: codef.url, oauthUrl: codef.url },
    });
  });
  afterAll(() => codef.close());

  const start = (authMethod: 'kakao' | 'pass' | 'naver' = 'kakao') =>
    provider.start(person, {
      lookupId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      authMethod,
      telecom: authMethod === 'pass' ? 'KT' : undefined,
    });

  it('asks for a token, then sends the 간편인증 request and keeps the two-way session', async () => {
    const started = await start();
    expect(started.authUrl).toBeUndefined();
    expect(started.pending).toMatchObject({
      telecom: null,
      twoWayInfo: { jobIndex: 0, threadIndex: 0 },
    });
    const session = started.pending.twoWayInfo as { jti: unknown; twoWayTimestamp: unknown };
    expect(typeof session.jti).toBe('string');
    expect(typeof session.twoWayTimestamp).toBe('number');
    const [tokenCall, productCall] = codef.calls.slice(-2);
    expect(tokenCall?.path).toBe('/oauth/token');
    expect(tokenCall?.body).toBe('grant_type=client_credentials&scope=read');
    expect(productCall?.path).toBe(CODEF_NHIS_JOIN_PATH);
    expect(JSON.parse(productCall?.body ?? '')).toEqual({
      organization: '0002',
      loginType: '5',
      loginTypeLevel: '1',
      userName: '김하늘',
      identity: '19900315',
      phoneNo: '01012345678',
      isIdentityViewYN: '0',
      useType: '0',
    });
  });

  it('says not verified until the member approves, then reads the workplaces', async () => {
    const started = await start('pass');
    const request = {
      lookupId: 'x',
      authMethod: 'pass' as const,
      status: 'pending' as const,
      pending: started.pending,
    };
    await expect(provider.fetch(person, request)).resolves.toMatchObject({ kind: 'not-verified' });
    codef.approveAll();
    const fetched = await provider.fetch(person, request);
    const second = JSON.parse(codef.calls.at(-1)?.body ?? '') as Record<string, unknown>;
    expect(second).toMatchObject({
      loginTypeLevel: '5',
      telecom: '1',
      is2Way: true,
      simpleAuth: '1',
      twoWayInfo: started.pending.twoWayInfo,
    });
    expect(fetched).toEqual({
      kind: 'records',
      records: [
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
      ],
    });
  });

  it('keeps its token and asks again only when CODEF refuses it', async () => {
    const before = codef.tokensIssued;
    await start();
    expect(codef.tokensIssued).toBe(before);
    codef.revokeToken();
    await start();
    expect(codef.tokensIssued).toBe(before + 1);
  });

  it('turns a CODEF failure into an error (start) or an error outcome (fetch)', async () => {
    codef.failNext('CF-12872');
    await expect(start()).rejects.toBeInstanceOf(CareerLookupProviderError);
    const started = await start();
    codef.failNext('CF-12872');
    await expect(
      provider.fetch(person, {
        lookupId: 'x',
        authMethod: 'kakao',
        status: 'pending',
        pending: started.pending,
      }),
    ).resolves.toEqual({ kind: 'error', reason: 'CODEF fetch answered CF-12872' });
    await expect(
      provider.fetch(person, {
        lookupId: 'x',
        authMethod: 'kakao',
        status: 'pending',
        pending: {},
      }),
    ).resolves.toMatchObject({ kind: 'error' });
  });

  it('reports an unreachable CODEF as a provider error', async () => {
    const offline = createCodefCareerProvider({
      api: {
        clientId: 'id',
        clientSecret: 'secret',
        apiUrl: 'http://127.0.0.1:9',
        oauthUrl: 'http://127.0.0.1:9',
      },
    });
    await expect(
      offline.start(person, { lookupId: 'x', authMethod: 'kakao', telecom: undefined }),
    ).rejects.toThrow();
  });
});

describe('CODEF bodies and rows', () => {
  it('decodes the URL-encoded body and a plain one alike', () => {
    const value = { result: { code: 'CF-00000', message: '정상 처리되었습니다.' }, data: [] };
    const encoded = encodeURIComponent(JSON.stringify(value)).replace(/%20/g, '+');
    expect(decodeCodefBody(encoded)).toEqual(value);
    expect(decodeCodefBody(JSON.stringify(value))).toEqual(value);
  });

  it('keeps workplace rows only, once each, and a single object as one row', () => {
    expect(recordsFromJoinRows(ROWS[0])).toHaveLength(1);
    expect(recordsFromJoinRows([ROWS[0], ROWS[0], { resJoinUserType: '직장가입자' }])).toHaveLength(
      1,
    );
    expect(recordsFromJoinRows(null)).toEqual([]);
  });
});
