import { z } from 'zod';
import { PAGING } from '../limits';

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
  sortBy: z.string().max(100).optional(),
  sortType: z.string().max(100).optional(),
});

/** The `Y`/`N` flag Korean portals use in query strings. */
export const ynSchema = z.enum(['Y', 'N']);
