import fp from 'fastify-plugin';
import { API } from '@ilteo/contract';
import type { Config } from '../../config';
import { createLocalProvider } from './local-provider';
import { createNiceProvider } from './nice-provider';
import { createIdentityRepository } from './repository';
import { createIdentityService, type AnyIdentityProvider, type IdentityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** 본인인증 requests: start, result, and single use by sign-up and account recovery. */
    identity: IdentityService;
  }
}

/** The configured provider; configuration already refuses `local` in production. */
export function identityProviderFor(config: Config): AnyIdentityProvider {
  const { provider, nice } = config.identity;
  if (provider === 'local') {
    if (config.isProduction) throw new Error('개발용 본인인증은 운영 환경에서 쓸 수 없습니다.');
    return createLocalProvider({ secret: config.secrets.identity });
  }
  if (!nice) {
    throw new Error(
      'IDENTITY_PROVIDER=nice에는 NICE_CLIENT_ID, NICE_CLIENT_SECRET, NICE_PRODUCT_ID가 필요합니다.',
    );
  }
  return createNiceProvider({
    api: nice,
    returnUrl: `${config.publicOrigin}${API.account.identityNiceReturn}`,
    secret: config.secrets.identity,
  });
}

export const identityServicePlugin = fp(
  (app) => {
    app.decorate(
      'identity',
      createIdentityService(
        createIdentityRepository(app.database.db),
        identityProviderFor(app.config),
      ),
    );
    // SERVICE_PLUGINS holds async plugins; this one has nothing to wait for.
    return Promise.resolve();
  },
  { name: 'identity-service' },
);
