import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createFcmProvider, serviceAccountSchema } from './fcm';
import { createLocalPushProvider } from './local-provider';
import { createPushService, type PushService } from './service';
import type { PushProvider } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push to members' devices; the outbox's push channel sends through it. */
    push: PushService;
  }
}

/** FCM_SERVICE_ACCOUNT holds the key's JSON itself or the path of the key file. */
function readServiceAccount(value: string) {
  const text = value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('FCM_SERVICE_ACCOUNT가 서비스 계정 JSON이 아닙니다.');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error('FCM_SERVICE_ACCOUNT에 project_id, client_email, private_key가 있어야 합니다.');
  }
  return parsed.data;
}

function openProvider(push: Config['push']): PushProvider {
  if (push.provider === 'local') return createLocalPushProvider({ dir: push.outboxDir });
  // Production refuses a missing key at config time; elsewhere it is caught here.
  if (!push.serviceAccount)
    throw new Error('PUSH_PROVIDER=fcm에는 FCM_SERVICE_ACCOUNT를 설정해야 합니다.');
  return createFcmProvider({ serviceAccount: readServiceAccount(push.serviceAccount) });
}

/** `app.push`: FCM HTTP v1 or, in development, JSON files under DATA_DIR/push-outbox. */
export const pushServicePlugin = fp(
  (app: FastifyInstance) => {
    const { push } = app.config;
    const log = app.log.child({ module: 'push' });
    app.decorate(
      'push',
      createPushService({ db: app.database.db, provider: openProvider(push), log }),
    );
    if (push.provider === 'local') {
      log.info({ outboxDir: push.outboxDir }, 'pushes are written to the push outbox, not sent');
    }
    return Promise.resolve();
  },
  { name: 'push-service', decorators: { fastify: ['config', 'database'] } },
);
