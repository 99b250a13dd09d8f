import type { Address } from '@ilteo/contract';

export interface AddressQuery {
  keyword: string;
  /** From 1. */
  page: number;
  size: number;
}

/** 도로명주소 search behind one shape: the government API in production, a bundled sample elsewhere. */
export interface AddressProvider {
  search(query: AddressQuery): Promise<{ items: Address[]; total: number }>;
}
