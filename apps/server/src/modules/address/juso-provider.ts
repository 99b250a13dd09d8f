import { z } from 'zod';
import type { Address } from '@ilteo/contract';
import { AppError } from '../../http/errors';
import type { AddressProvider } from './provider';

export const JUSO_ENDPOINT = 'https://business.juso.go.kr/addrlink/addrLinkApi.do';
const TIMEOUT_MS = 5_000;

/**
 * Errors caused by the keyword, answered with code 201 so the search dialog
 * shows the sentence inline. Anything else (-999, E0001 bad key, E0014
 * expired key, unknown codes) is our problem, not the user's.
 */
const KEYWORD_ERRORS: Record<string, string> = {
  E0005: '검색어를 입력해 주세요.',
  E0006: '주소를 더 자세히 입력해 주세요. 시·도 이름만으로는 검색할 수 없습니다.',
  E0008: '검색어를 두 글자 이상 입력해 주세요.',
  E0009: '숫자만으로는 검색할 수 없습니다. 도로명이나 건물 이름을 함께 입력해 주세요.',
  E0010: '검색어가 너무 깁니다. 더 짧게 입력해 주세요.',
  E0011: '검색어에 포함된 숫자가 너무 깁니다. 건물 번호를 확인해 주세요.',
  E0012: '특수문자와 숫자만으로는 검색할 수 없습니다.',
  E0013: '검색어에 %, =, >, <, [, ] 같은 특수문자는 쓸 수 없습니다.',
  E0015: '검색 결과가 너무 많습니다. 검색어를 더 자세히 입력해 주세요.',
};

const UNAVAILABLE = '주소 검색 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';

const jusoSchema = z.object({
  results: z.object({
    common: z.object({
      errorCode: z.string(),
      totalCount: z.coerce.number().int().min(0).optional(),
    }),
    juso: z
      .array(
        z.object({
          zipNo: z.string(),
          roadAddr: z.string(),
          jibunAddr: z.string(),
          bdNm: z.string().nullish(),
        }),
      )
      .nullish(),
  }),
});

export interface JusoLog {
  error(details: object, message: string): void;
}

/**
 * 행정안전부 도로명주소 검색 API (addrLinkApi.do, JSON). The key travels in
 * the query string, so neither the URL nor a fetch error's cause is logged or
 * attached to the AppError (the error handler would log it).
 */
export function createJusoProvider(options: {
  confirmKey: string;
  log: JusoLog;
  endpoint?: string;
  fetch?: typeof fetch;
}): AddressProvider {
  const { confirmKey, log, endpoint = JUSO_ENDPOINT, fetch: fetchFn = fetch } = options;

  const unavailable = (status: number, details: object, message: string) => {
    log.error(details, message);
    return new AppError('SERVER_ERROR', { message: UNAVAILABLE, status });
  };

  return {
    async search({ keyword, page, size }) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        confmKey: confirmKey,
        currentPage: String(page),
        countPerPage: String(size),
        keyword,
        resultType: 'json',
      }).toString();

      let body: unknown;
      try {
        const response = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) {
          throw unavailable(502, { status: response.status }, 'juso answered with an HTTP error');
        }
        body = await response.json();
      } catch (err) {
        if (err instanceof AppError) throw err;
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw unavailable(
          timedOut ? 504 : 502,
          { name: err instanceof Error ? err.name : typeof err },
          timedOut ? 'juso did not answer in time' : 'juso request failed',
        );
      }

      const parsed = jusoSchema.safeParse(body);
      if (!parsed.success) {
        throw unavailable(
          502,
          { issues: parsed.error.issues.length },
          'juso answer has an unexpected shape',
        );
      }
      const { common, juso } = parsed.data.results;
      if (common.errorCode !== '0') {
        const message = KEYWORD_ERRORS[common.errorCode];
        if (message) throw new AppError('REQUEST_FAILED', { message });
        throw unavailable(502, { errorCode: common.errorCode }, 'juso refused the request');
      }
      const items: Address[] = (juso ?? []).map((j) => ({
        zipCode: j.zipNo,
        roadAddress: j.roadAddr,
        jibunAddress: j.jibunAddr,
        buildingName: j.bdNm?.trim() ? j.bdNm.trim() : null,
      }));
      return { items, total: common.totalCount ?? items.length };
    },
  };
}
