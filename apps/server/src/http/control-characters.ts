import type { FastifyInstance } from 'fastify';
import { API_PREFIX, CONTROL_CHARACTER_MESSAGE } from '@ilteo/contract';
import { rejected } from './errors';

/**
 * A percent-encoded C0 control character or DEL (`%00`, `%0A`, `%7F` …).
 * Raw ones never arrive: Node's HTTP parser refuses them in the request line.
 * `%2500` is the text "%00" and does not match.
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Refuses an API request whose address carries a control character, as the
 * client's error (400, 202). The contract's text schemas refuse them field by
 * field, with the field's name; this catches what no schema reads: a route
 * without a query schema, a parameter a schema does not name, a route that
 * parses its query itself. It runs before the handler, after validation, so
 * a field a schema reads keeps its own message.
 */
export function refuseControlCharactersInApiUrls(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    if (url.startsWith(API_PREFIX) && ENCODED_CONTROL.test(url)) {
      done(rejected.field('요청 주소', CONTROL_CHARACTER_MESSAGE));
      return;
    }
    done();
  });
}
