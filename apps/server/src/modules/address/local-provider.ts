import type { Address } from '@ilteo/contract';
import type { AddressProvider } from './provider';
import { SAMPLE_ADDRESSES } from './sample-addresses';

const fold = (value: string) => value.normalize('NFC').toLowerCase();

/**
 * Development and test stand-in for the 도로명주소 API. Every word of the
 * keyword must occur in the road address, lot address or building name, as
 * plain text (String.includes): %, _, quotes and brackets are just characters.
 */
export function createLocalAddressProvider(
  addresses: readonly Address[] = SAMPLE_ADDRESSES,
): AddressProvider {
  const indexed = addresses.map((address) => ({
    address,
    // A line break cannot occur inside a word, so no word matches across two fields.
    text: fold([address.roadAddress, address.jibunAddress, address.buildingName ?? ''].join('\n')),
  }));
  return {
    search({ keyword, page, size }) {
      const words = fold(keyword).split(/\s+/).filter(Boolean);
      const hits =
        words.length === 0 ? [] : indexed.filter((e) => words.every((w) => e.text.includes(w)));
      const start = (page - 1) * size;
      return Promise.resolve({
        items: hits.slice(start, start + size).map((e) => e.address),
        total: hits.length,
      });
    },
  };
}
