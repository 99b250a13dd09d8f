import { withQuery, type SearchKind } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** Where a hit (or a suggestion) of each kind leads. */
export function hitPath({ kind, id }: { kind: SearchKind; id: string }): string {
  switch (kind) {
    case 'posting':
      return withQuery(paths.recruitDetail, { postingId: id });
    case 'company':
      // The recruitment list takes its first filters from the address.
      return withQuery(paths.recruitList, { companyId: id });
    case 'certificate':
      return withQuery(paths.certiDetail, { code: id });
    case 'language-test':
      return withQuery(paths.langDetail, { code: id });
    case 'community-post':
      return withQuery(paths.commuDetail, { postId: id });
  }
}

/** The global search screen for `keyword`. */
export const searchPath = (keyword: string): string => withQuery(paths.globalSearch, { keyword });
