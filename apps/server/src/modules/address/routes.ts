import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  API,
  addressQuerySchema,
  addressSchema,
  envelopeSchema,
  pageSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';

/**
 * Every keystroke pause in the search dialog is a request, and in production
 * each one spends our 도로명주소 API quota: a limit of its own, tighter than
 * the general one.
 */
const SEARCHES_PER_MINUTE = 60;

/** Open to visitors: the sign-up form needs it before there is an account. */
export const addressRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API.cmmn.address,
    {
      schema: {
        tags: ['cmmn'],
        summary: '도로명주소 검색 (회원가입·회원정보의 주소 입력)',
        querystring: addressQuerySchema,
        response: { 200: envelopeSchema(pageSchema(addressSchema)) },
      },
      config: { rateLimit: { max: SEARCHES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { page, size } = request.query;
      // macOS and some IMEs send decomposed 한글; the addresses are composed.
      const keyword = request.query.keyword.normalize('NFC');
      const { items, total } = await app.addressSearch.search({ keyword, page, size });
      return ok({ items, page, size, total, totalPages: Math.ceil(total / size) });
    },
  );
  done();
};
