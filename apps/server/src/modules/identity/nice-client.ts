import { z } from 'zod';

/** The subset of fetch we use, so tests can hand in a fake NICE. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface NiceApiConfig {
  clientId: string;
  clientSecret: string;
  productId: string;
  apiUrl: string;
}

export interface NiceCryptoToken {
  siteCode: string;
  tokenVersionId: string;
  tokenVal: string;
}

export class NiceApiError extends Error {
  override readonly name = 'NiceApiError';
}

const TIMEOUT_MS = 5000;
/** Renew the access token this long before NICE says it expires. */
const RENEW_MARGIN_MS = 24 * 60 * 60 * 1000;

const gatewayHeader = z.object({ GW_RSLT_CD: z.string(), GW_RSLT_MSG: z.string().optional() });

const accessTokenResponse = z.object({
  dataHeader: gatewayHeader,
  dataBody: z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() }).optional(),
});

const cryptoTokenResponse = z.object({
  dataHeader: gatewayHeader,
  dataBody: z
    .object({
      rsp_cd: z.string(),
      result_cd: z.string().optional(),
      site_code: z.string().optional(),
      token_version_id: z.string().optional(),
      token_val: z.string().optional(),
    })
    .optional(),
});

/**
 * The two NICE API calls the standard window needs. The access token is long
 * lived (NICE issues it for years) and is cached per node; a 401 from the
 * gateway drops it and asks once more, in case another node's renewal
 * replaced it.
 */
export function createNiceClient(
  config: NiceApiConfig,
  // Looked up at call time, so a test's stub of the global fetch is honoured.
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
) {
  let cached: { token: string; renewAt: number } | undefined;

  async function postJson(url: string, init: RequestInit): Promise<unknown> {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok && res.status !== 401) {
      throw new NiceApiError(`NICE API answered HTTP ${res.status}`);
    }
    return res.json();
  }

  async function accessToken(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = accessTokenResponse.safeParse(
      await postJson(`${config.apiUrl}/digital/niceid/oauth/oauth/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Basic ${basic}`,
        },
        body: 'grant_type=client_credentials&scope=default',
      }),
    );
    if (!body.success || body.data.dataHeader.GW_RSLT_CD !== '1200' || !body.data.dataBody) {
      throw new NiceApiError(
        `NICE access token refused: ${body.success ? body.data.dataHeader.GW_RSLT_CD : 'malformed'}`,
      );
    }
    const { access_token, expires_in } = body.data.dataBody;
    cached = {
      token: access_token,
      renewAt: Date.now() + Math.max(expires_in * 1000 - RENEW_MARGIN_MS, 60_000),
    };
    return access_token;
  }

  async function requestCryptoToken(reqDtim: string, reqNo: string): Promise<unknown> {
    const token = await accessToken();
    const timestamp = Math.floor(Date.now() / 1000);
    const auth = Buffer.from(`${token}:${timestamp}:${config.clientId}`).toString('base64');
    return postJson(`${config.apiUrl}/digital/niceid/api/v1.0/common/crypto/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `bearer ${auth}`,
        ProductID: config.productId,
      },
      body: JSON.stringify({
        dataHeader: { CNTY_CD: 'ko' },
        dataBody: { req_dtim: reqDtim, req_no: reqNo, enc_mode: '1' },
      }),
    });
  }

  return {
    /** A crypto token for one window; req_no at most 30 characters. */
    async cryptoToken(reqDtim: string, reqNo: string): Promise<NiceCryptoToken> {
      let body = cryptoTokenResponse.safeParse(await requestCryptoToken(reqDtim, reqNo));
      if (body.success && body.data.dataHeader.GW_RSLT_CD === '1401') {
        cached = undefined;
        body = cryptoTokenResponse.safeParse(await requestCryptoToken(reqDtim, reqNo));
      }
      if (!body.success) throw new NiceApiError('NICE crypto token: malformed answer');
      const { dataHeader, dataBody } = body.data;
      if (dataHeader.GW_RSLT_CD !== '1200' || !dataBody) {
        throw new NiceApiError(`NICE crypto token: gateway ${dataHeader.GW_RSLT_CD}`);
      }
      if (dataBody.rsp_cd !== 'P000' || dataBody.result_cd !== '0000') {
        throw new NiceApiError(
          `NICE crypto token: ${dataBody.rsp_cd}/${dataBody.result_cd ?? '-'}`,
        );
      }
      const { site_code, token_version_id, token_val } = dataBody;
      if (!site_code || !token_version_id || !token_val) {
        throw new NiceApiError('NICE crypto token: fields missing');
      }
      return { siteCode: site_code, tokenVersionId: token_version_id, tokenVal: token_val };
    },
  };
}
export type NiceClient = ReturnType<typeof createNiceClient>;
