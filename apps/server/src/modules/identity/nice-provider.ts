import { SESSION } from '@ilteo/contract';
import { createNiceClient, type FetchLike, type NiceApiConfig } from './nice-client';
import {
  niceKeyMaterial,
  niceKeysFrom,
  niceRequestTime,
  openNiceResult,
  personFromNiceResult,
  sealNiceRequest,
  toNiceRequestNo,
} from './nice-crypto';
import { createNiceStateSealer, type NiceWindowState } from './nice-state';
import { failed, type IdentityOutcome, type IdentityProvider } from './provider';

/** Our page that opens NICE's standard window (the authUrl); not in the contract's API table. */
export const NICE_START_PATH = '/api/v1/cmmn/identity/nice/start';
/** The tiny script that submits the start page's form (CSP allows scripts from 'self' only). */
export const NICE_SUBMIT_SCRIPT_PATH = '/api/v1/cmmn/identity/nice/submit.js';
/** NICE's standard window. */
export const NICE_WINDOW_URL = 'https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb';
/** The window state cookie, sent only to the start page and the return. */
export const NICE_STATE_COOKIE = 'idn_nice';
export const NICE_STATE_COOKIE_PATH = '/api/v1/cmmn/identity/nice';

/** The fields posted to NICE_WINDOW_URL. */
export interface NiceWindowForm {
  m: 'service';
  token_version_id: string;
  enc_data: string;
  integrity_value: string;
}

/** What NICE sends back to the return address (query string, methodtype 'get'). */
export interface NiceReturnParams {
  token_version_id?: string | undefined;
  enc_data?: string | undefined;
  integrity_value?: string | undefined;
}

export interface NiceCompleteInput {
  state: NiceWindowState;
  params: NiceReturnParams;
}

export interface NiceProvider extends IdentityProvider<NiceCompleteInput> {
  readonly name: 'nice';
  /** Asks NICE for a crypto token and seals this window's request and state. */
  prepare(requestId: string): Promise<{ form: NiceWindowForm; sealedState: string }>;
  /** The window state from its cookie, or undefined when missing, forged or stale. */
  openState(sealed: string | undefined): NiceWindowState | undefined;
}

export interface NiceProviderOptions {
  api: NiceApiConfig;
  /** Absolute address NICE returns the window to. */
  returnUrl: string;
  /** IDENTITY_SECRET: keys the sealed window state. */
  secret: string;
  fetch?: FetchLike;
  now?: () => Date;
}

/** NICE API 2.0 본인확인 (통합형): the standard window behind our own start page. */
export function createNiceProvider(options: NiceProviderOptions): NiceProvider {
  const client = createNiceClient(options.api, options.fetch);
  const sealer = createNiceStateSealer(options.secret);
  const now = options.now ?? (() => new Date());

  /** Every check of the return, in the order the guide gives: version, integrity, decryption, request. */
  function outcomeOf({ state, params }: NiceCompleteInput): IdentityOutcome {
    const { requestId } = state;
    const { token_version_id: version, enc_data: encData, integrity_value: mac } = params;
    if (!version || !encData || !mac)
      return failed(requestId, '본인인증 결과가 전달되지 않았습니다.');
    if (version !== state.tokenVersionId) {
      return failed(requestId, '다른 본인인증 창의 결과입니다.');
    }
    const opened = openNiceResult(niceKeysFrom(state.material), encData, mac);
    if (!opened.ok) return failed(requestId, opened.reason);
    if (opened.result.requestno !== toNiceRequestNo(requestId)) {
      return failed(requestId, '본인인증 요청 번호가 일치하지 않습니다.');
    }
    const mapped = personFromNiceResult(opened.result);
    return mapped.ok
      ? { ok: true, requestId, person: mapped.person }
      : failed(requestId, mapped.reason);
  }

  return {
    name: 'nice',
    start: ({ requestId }) => ({
      authUrl: `${NICE_START_PATH}?requestId=${encodeURIComponent(requestId)}`,
    }),

    async prepare(requestId) {
      const at = now();
      const reqDtim = niceRequestTime(at);
      // The request id itself, so the result names the request it belongs to.
      const reqNo = toNiceRequestNo(requestId);
      const token = await client.cryptoToken(reqDtim, reqNo);
      const material = niceKeyMaterial(reqDtim, reqNo, token.tokenVal);
      const { encData, integrityValue } = sealNiceRequest(niceKeysFrom(material), {
        requestno: reqNo,
        returnurl: options.returnUrl,
        sitecode: token.siteCode,
        methodtype: 'get',
        popupyn: 'Y',
      });
      return {
        form: {
          m: 'service',
          token_version_id: token.tokenVersionId,
          enc_data: encData,
          integrity_value: integrityValue,
        },
        sealedState: sealer.seal({
          requestId,
          tokenVersionId: token.tokenVersionId,
          material,
          expiresAt: at.getTime() + SESSION.identityRequestSeconds * 1000,
        }),
      };
    },

    openState: (sealed) => sealer.open(sealed, now().getTime()),

    complete: (input) => Promise.resolve(outcomeOf(input)),
  };
}
