import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  API_KEY_ALPHABET,
  API_KEY_LENGTH,
  API_KEY_MAX_IPS,
  API_KEY_PATTERN,
  API_KEYS_PER_MEMBER,
  OPEN_API_STATUSES,
  type ApiKeyIssued,
  type ApiKeyList,
  type OpenApiStatus,
  type ValidKeyResult,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter, rateCounterVerdict } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { apiKeyPolicy } from './policy';
import { presentKey } from './presenter';
import { openApiRepository as repo, type KeyCheckRow } from './repository';

/** Who acts: the policy's actor and their account id. */
export interface Acting {
  actor: Actor;
  userId: string;
}

export const TOO_MANY_KEYS = `API 인증키는 ${API_KEYS_PER_MEMBER}개까지 발급받을 수 있습니다. 쓰지 않는 키를 폐기한 뒤 다시 발급해 주세요.`;
export const BAD_IP =
  'IP 주소가 올바르지 않습니다. IPv4(예: 203.0.113.10) 또는 IPv6 주소를 한 줄에 하나씩 입력해 주세요.';
/** valid-key checks one address may make in a minute: enough for a person, too few to guess keys. */
export const VALID_KEY_PER_MINUTE = 30;
export const VALID_KEY_LIMITED = '인증키 확인 요청이 너무 많습니다. 1분 뒤 다시 시도해 주세요.';

const PREFIX_LENGTH = 8;

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * A new key: API_KEY_LENGTH characters of API_KEY_ALPHABET from the CSPRNG.
 * Bytes past the largest multiple of the alphabet's size are thrown away,
 * so every character is equally likely (no modulo bias).
 */
export function newApiKey(): string {
  const size = API_KEY_ALPHABET.length;
  const ceiling = 256 - (256 % size);
  let key = '';
  while (key.length < API_KEY_LENGTH) {
    for (const byte of randomBytes(API_KEY_LENGTH * 2)) {
      if (byte < ceiling && key.length < API_KEY_LENGTH)
        key += API_KEY_ALPHABET.charAt(byte % size);
    }
  }
  return key;
}

/**
 * One spelling per address, so a rule and a caller compare equal however
 * each was written: IPv4-mapped IPv6 (::ffff:203.0.113.10, what a dual-stack
 * socket reports) becomes the IPv4 address, IPv6 takes its compressed
 * lower-case form. Undefined when it is no address.
 */
export function canonicalIp(value: string): string | undefined {
  const text = value.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  const plain = mapped?.[1] ?? text;
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version === 6) return new URL(`http://[${plain}]`).hostname.slice(1, -1);
  return undefined;
}

/** A refused or accepted key check, with the HTTP status a public call answers with. */
export type KeyVerdict =
  | { usable: true; key: KeyCheckRow }
  | { usable: false; status: OpenApiStatus; httpStatus: number; key: KeyCheckRow | null };

const refuse = (
  status: OpenApiStatus,
  httpStatus: number,
  key: KeyCheckRow | null = null,
): KeyVerdict => ({ usable: false, status, httpStatus, key });

/** A refusal a public call answers with: the status, its HTTP status and why, precisely. */
export class OpenApiRefusal extends Error {
  constructor(
    readonly status: OpenApiStatus,
    readonly httpStatus: number,
    readonly detail?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(OPEN_API_STATUSES[status]);
    this.name = 'OpenApiRefusal';
  }
}

/**
 * The open API's keys and gate (decision 0041): members issue, list and
 * revoke keys; every check and call judges a key by its SHA-256 (a random
 * 233-bit key needs no slow hash), its revocation, its IP rule and its
 * quota, and counts calls in the database so all nodes share the quota.
 */
export function createOpenApiService(
  db: Database,
  deps: { clock: () => Date; dailyQuota: number; perMinute: number },
) {
  const { clock } = deps;
  const today = () => seoulDate(clock());

  async function judge(apiKey: string | undefined, ip: string): Promise<KeyVerdict> {
    if (apiKey === undefined || apiKey === '') return refuse('010', 401);
    if (!API_KEY_PATTERN.test(apiKey)) return refuse('100', 400);
    const key = await repo.findByHash(db, hashKey(apiKey));
    if (!key) return refuse('010', 401);
    if (key.revokedAt !== null) return refuse('011', 401, key);
    if (key.allowedIps.length > 0) {
      const caller = canonicalIp(ip);
      if (caller === undefined || !key.allowedIps.includes(caller)) return refuse('012', 403, key);
    }
    return { usable: true, key };
  }

  return {
    async list(acting: Acting): Promise<ApiKeyList> {
      apiKeyPolicy.authorize(acting.actor, 'hold', { ownerId: acting.userId });
      const rows = await repo.listByUser(db, acting.userId, today());
      return { items: rows.map(presentKey), maxKeys: API_KEYS_PER_MEMBER, maxIps: API_KEY_MAX_IPS };
    },

    async issue(
      acting: Acting,
      input: { name: string; allowedIps: string[] },
    ): Promise<ApiKeyIssued> {
      apiKeyPolicy.authorize(acting.actor, 'hold', { ownerId: acting.userId });
      const allowedIps: string[] = [];
      for (const ip of input.allowedIps) {
        const canonical = canonicalIp(ip);
        if (canonical === undefined) throw rejected.field('allowedIps', `${BAD_IP} (${ip})`);
        if (!allowedIps.includes(canonical)) allowedIps.push(canonical);
      }
      const apiKey = newApiKey();
      const keyId = await db.transaction(async (tx) => {
        await repo.lockMember(tx, acting.userId);
        if ((await repo.countLive(tx, acting.userId)) >= API_KEYS_PER_MEMBER) {
          throw rejected.badRequest(TOO_MANY_KEYS);
        }
        return repo.insert(tx, {
          userId: acting.userId,
          name: input.name,
          prefix: apiKey.slice(0, PREFIX_LENGTH),
          keyHash: hashKey(apiKey),
          dailyQuota: deps.dailyQuota,
          allowedIps,
        });
      });
      const row = await repo.find(db, keyId, today());
      if (!row) throw new Error('issued key not found');
      return { ...presentKey(row), apiKey };
    },

    async revoke(acting: Acting, keyId: number): Promise<void> {
      const row = await repo.find(db, keyId, today());
      // Another account's key and a missing one are refused alike (102).
      apiKeyPolicy.authorize(acting.actor, 'revoke', { ownerId: row?.userId ?? null });
      if (!row) throw new AppError('PERMISSION_DENIED');
      await repo.revoke(db, keyId, clock());
    },

    /** POST valid-key: whether the key is usable from this address now, and why not. */
    async check(apiKey: string, ip: string): Promise<ValidKeyResult> {
      const limit = await hitRateCounter(db, `open-api:valid-key:${ip}`, {
        max: VALID_KEY_PER_MINUTE,
        windowSeconds: 60,
      });
      if (!limit.allowed) throw rejected.tooManyRequests(VALID_KEY_LIMITED);
      const verdict = await judge(apiKey, ip);
      const key = verdict.key;
      const base = { prefix: key?.prefix ?? null, dailyQuota: key?.dailyQuota ?? null };
      if (!verdict.usable) {
        const { status } = verdict;
        return {
          usable: false,
          status,
          message: OPEN_API_STATUSES[status],
          ...base,
          remaining: null,
        };
      }
      const remaining = Math.max(
        0,
        verdict.key.dailyQuota - (await repo.callsOn(db, verdict.key.keyId, today())),
      );
      const status: OpenApiStatus = remaining > 0 ? '000' : '020';
      return {
        usable: remaining > 0,
        status,
        message: OPEN_API_STATUSES[status],
        ...base,
        remaining,
      };
    },

    /**
     * Admits and counts one public call, or throws the OpenApiRefusal that
     * answers it: a malformed key (100) needs no database; everything else
     * (010, 011, 012, the minute's and the day's 020) is judged and counted
     * by one statement (repository spendCall).
     */
    async spend(apiKey: string | undefined, ip: string): Promise<{ remaining: number }> {
      if (apiKey === undefined || apiKey === '') throw new OpenApiRefusal('010', 401);
      if (!API_KEY_PATTERN.test(apiKey)) throw new OpenApiRefusal('100', 400);
      const spent = await repo.spendCall(db, {
        hash: hashKey(apiKey),
        ip: canonicalIp(ip) ?? '',
        day: today(),
        perMinute: deps.perMinute,
      });
      if (!spent) throw new OpenApiRefusal('010', 401);
      if (spent.revoked) throw new OpenApiRefusal('011', 401);
      if (spent.minute === undefined) throw new OpenApiRefusal('012', 403);
      const minute = rateCounterVerdict(spent.minute, { max: deps.perMinute, windowSeconds: 60 });
      if (!minute.allowed) {
        throw new OpenApiRefusal(
          '020',
          429,
          `1분에 ${deps.perMinute}회까지 호출할 수 있습니다.`,
          minute.retryAfterSeconds,
        );
      }
      if (spent.calls === null) {
        throw new OpenApiRefusal(
          '020',
          429,
          `오늘 호출 한도(${spent.dailyQuota}회)를 모두 사용하였습니다. 한도는 자정(한국 시간)에 초기화됩니다.`,
          secondsToSeoulMidnight(clock()),
        );
      }
      return { remaining: Math.max(0, spent.dailyQuota - spent.calls) };
    },
  };
}

/** Seconds until the quota's day ends (Asia/Seoul midnight), for Retry-After. */
function secondsToSeoulMidnight(now: Date): number {
  const dayMs = 24 * 60 * 60 * 1000;
  const seoul = now.getTime() + 9 * 60 * 60 * 1000;
  return Math.max(1, Math.ceil((dayMs - (seoul % dayMs)) / 1000));
}

export type OpenApiService = ReturnType<typeof createOpenApiService>;
