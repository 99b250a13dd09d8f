import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJusoProvider } from './juso-provider';
import { createLocalAddressProvider } from './local-provider';
import type { AddressProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    addressSearch: AddressProvider;
  }
}

function addressSearch(app: FastifyInstance): Promise<void> {
  const { provider, jusoConfirmKey } = app.config.address;
  let search: AddressProvider;
  if (provider === 'juso') {
    // Production refuses a missing key at config time; elsewhere it is caught here.
    if (!jusoConfirmKey)
      throw new Error('ADDRESS_PROVIDER=juso에는 JUSO_CONFIRM_KEY를 설정해야 합니다.');
    search = createJusoProvider({
      confirmKey: jusoConfirmKey,
      log: app.log.child({ module: 'address' }),
    });
  } else {
    search = createLocalAddressProvider();
  }
  app.decorate('addressSearch', search);
  return Promise.resolve();
}

/** `app.addressSearch`: the 도로명주소 API, or the bundled sample in development and tests. */
export const addressSearchPlugin = fp(addressSearch, {
  name: 'address-search',
  decorators: { fastify: ['config'] },
});
