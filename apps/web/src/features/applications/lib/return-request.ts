import { RETURN_REQUEST_LABELS, type ReturnRequestKind } from '@ilteo/contract';

/** '채용서류 반환을' / '채용서류 파기를': the object particle follows the label's last syllable. */
export const returnRequestObject = (kind: ReturnRequestKind): string =>
  `${RETURN_REQUEST_LABELS[kind]}${kind === 'return' ? '을' : '를'}`;
