import { withQuery, type SearchKind } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** Where a hit (or a suggestion) of each kind leads. */
export function hitPath({ kind, id }: { kind: SearchKind; id: string }): string {
  switch (kind) {
    case 'posting':
      return withQuery(paths.recruitDetail, { postingId: id });
    case 'company':
      // The company's information page (issue 21), as the contract's CONTENT_LINKS say.
      return withQuery(paths.companyDetail, { companyId: id });
    case 'certificate':
      return withQuery(paths.certiDetail, { code: id });
    case 'language-test':
      return withQuery(paths.langDetail, { code: id });
    case 'community-post':
      return withQuery(paths.commuDetail, { postId: id });
    case 'company-review':
      return withQuery(paths.companyReview, { reviewId: id });
    case 'interview-review':
      return withQuery(paths.companyReview, { recruitReviewId: id });
    case 'faq':
      return withQuery(paths.supportFaq, { faqId: id });
    case 'guide-article':
      return withQuery(paths.guideDetail, { guideId: id });
  }
}

/** The global search screen for `keyword`. */
export const searchPath = (keyword: string): string => withQuery(paths.globalSearch, { keyword });
