import type {
  CareerLookupAuthMethod,
  CareerLookupRecord,
  CareerLookupTelecom,
} from '@ilteo/contract';

/**
 * The member a look-up is for, from their account's 본인인증 (never typed
 * in for the look-up): the career source matches on exactly these.
 */
export interface LookupPerson {
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Digits only. */
  mobile: string;
  /** 연계정보, the local provider's seed. */
  ci: string;
}

export type CareerLookupProviderName = 'local' | 'codef';

/** JSON the provider keeps on the request row between start and fetch. */
export type ProviderState = Record<string, unknown>;

export interface LookupStartRequest {
  lookupId: string;
  authMethod: CareerLookupAuthMethod;
  telecom: CareerLookupTelecom | undefined;
}

export interface LookupFetchRequest {
  lookupId: string;
  authMethod: CareerLookupAuthMethod;
  /** 'verified' once the local window confirmed; CODEF requests stay 'pending' until fetched. */
  status: 'pending' | 'verified';
  pending: ProviderState;
}

export type LookupFetchOutcome =
  | { kind: 'records'; records: CareerLookupRecord[] }
  /** The member has not finished 간편인증 yet; `pending` replaces the stored state when given. */
  | { kind: 'not-verified'; pending?: ProviderState }
  | { kind: 'error'; reason: string };

/**
 * One career-record source. `start` asks for 간편인증 (opening a window of
 * ours, or pushing a request to the member's app) and returns what must be
 * kept until `fetch`; `fetch` reads the records once the member approved.
 * Neither keeps anything in memory between the two calls: any node may
 * serve either.
 */
export interface CareerLookupProvider {
  readonly name: CareerLookupProviderName;
  start(
    person: LookupPerson,
    request: LookupStartRequest,
  ): Promise<{ authUrl?: string; pending: ProviderState }>;
  fetch(person: LookupPerson, request: LookupFetchRequest): Promise<LookupFetchOutcome>;
}

/** The provider could not be asked at all (refused, unreachable, malformed). */
export class CareerLookupProviderError extends Error {
  override readonly name = 'CareerLookupProviderError';
}
