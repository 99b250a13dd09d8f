import { z } from 'zod';
import { PAGING } from '../limits';
import { INT4_MAX } from '../ids';
import { lineText } from './text';

const idMessage = (label: string) => `${label} 번호가 올바르지 않습니다.`;

/**
 * The id of a row whose key is an int4 identity (postings, companies, alarms …),
 * from a query string: a whole number from 1 to INT4_MAX. A larger number can
 * name no row, and PostgreSQL refuses it as an integer parameter, so it is the
 * client's error here rather than the database's. `label` names the thing in
 * the message ('공고' → '공고 번호가 올바르지 않습니다.').
 */
export function idSchema(label: string) {
  const message = idMessage(label);
  return z.coerce.number().int(message).positive(message).max(INT4_MAX, message);
}

/** The same id in a JSON body, where it must already be a number. */
export function idBodySchema(label: string) {
  const message = idMessage(label);
  return z.number().int(message).positive(message).max(INT4_MAX, message);
}

/** Page query of every paged list: `page` from 1, `size` up to PAGING.maxSize. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, '페이지 크기는 1 이상이어야 합니다.')
    .max(PAGING.maxSize, `페이지 크기는 ${PAGING.maxSize} 이하여야 합니다.`)
    .default(PAGING.defaultSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

/** Sorting params of the spec (§3): arrays are sent comma-joined. */
export const sortQuerySchema = z.object({
  sortBy: lineText().max(100).optional(),
  sortType: lineText().max(100).optional(),
});

/** The `Y`/`N` flag Korean portals use in query strings. */
export const ynSchema = z.enum(['Y', 'N']);
