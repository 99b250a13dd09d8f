import type { ApiEnvelope } from '@ilteo/contract';
import type { z } from 'zod';

/**
 * A response's data, typed by its contract schema (decision 0020).
 *
 * Callers pass the schema as `import.meta.env.DEV && schema`. In development
 * and tests the data is checked against it, so a server and a web app that
 * drift apart fail there, loudly, naming the wrong field. A production build
 * folds the expression to `false`, which leaves the schema, and with it zod,
 * out of the screens that only read: the server's tests already hold every
 * response to the same schemas (decision 0006), and a first visit then builds
 * no validators it would only run once.
 *
 * The data is returned as it came in either case (never the parsed copy), so
 * development and production see the same objects.
 */
export function responseData<T>(envelope: ApiEnvelope, schema: z.ZodType<T> | false): T {
  if (schema) schema.parse(envelope.data);
  return envelope.data as T;
}
