import { addressSchema, API, pageSchema, type Address, type Page } from '@ilteo/contract';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/cmmn/getAddress?keyword&page&size — a page of 도로명주소. */

// Built only where responses are checked (development and tests).
const addressPageSchema = () => pageSchema(addressSchema);

export const ADDRESS_PAGE_SIZE = 10;

export async function searchAddress({
  keyword,
  page = 1,
  signal,
}: {
  keyword: string;
  page?: number;
  signal?: AbortSignal;
}): Promise<Page<Address>> {
  const envelope = await request({
    url: API.cmmn.address,
    params: { keyword, page, size: ADDRESS_PAGE_SIZE },
    signal,
  });
  return responseData(envelope, import.meta.env.DEV && addressPageSchema());
}
