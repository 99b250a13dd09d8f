import { zodResolver } from '@hookform/resolvers/zod';
import { groupDigits, addressQuerySchema, type Address } from '@ilteo/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CloseIcon } from '@/shared/ui/icons/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { TextField } from '../text-field';
import { searchAddress } from './search-address';
import './address-search.css';

const keywordSchema = z.object({ keyword: addressQuerySchema.shape.keyword });
type KeywordValues = z.input<typeof keywordSchema>;

interface AddressSearchDialogProps {
  onSelect: (address: Address) => void;
  onClose: () => void;
}

/**
 * 주소 검색 (도로명주소). Results are a list of buttons: Tab or the arrow keys
 * move between them, Enter or Space picks one.
 */
export function AddressSearchDialog({ onSelect, onClose }: AddressSearchDialogProps) {
  const titleId = useId();
  const [keyword, setKeyword] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<KeywordValues, unknown, z.output<typeof keywordSchema>>({
    resolver: zodResolver(keywordSchema),
    defaultValues: { keyword: '' },
  });
  // Start in the search box rather than on the close button.
  useEffect(() => setFocus('keyword'), [setFocus]);

  const results = useInfiniteQuery({
    queryKey: ['cmmn', 'address', keyword],
    queryFn: ({ pageParam, signal }) =>
      searchAddress({ keyword: keyword ?? '', page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: keyword !== null,
    staleTime: 5 * 60_000,
  });
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const search = handleSubmit((values) => setKeyword(values.keyword));
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    // The dialog is a portal: keep the submit from reaching any form around its owner.
    event.stopPropagation();
    void search(event);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
    const index = buttons.findIndex((b) => b === document.activeElement);
    const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <Modal onDismiss={onClose} labelledBy={titleId} className="address-dialog">
      <div className="address-dialog__head">
        <h2 id={titleId} className="address-dialog__title">
          주소 검색
        </h2>
        <button type="button" className="icon-button" aria-label="주소 검색 닫기" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <form role="search" className="address-dialog__form" noValidate onSubmit={onSubmit}>
        <TextField
          label="도로명, 건물명 또는 지번"
          type="search"
          enterKeyHint="search"
          description="예: 세종대로 209, 정부서울청사"
          error={errors.keyword?.message}
          action={
            <button type="submit" className="button button--primary">
              검색
            </button>
          }
          {...register('keyword')}
        />
      </form>
      <div className="address-dialog__results">
        <p role="status" className="address-dialog__count">
          {keyword === null
            ? ''
            : results.isPending
              ? '주소를 찾고 있습니다.'
              : results.isError
                ? '주소를 찾지 못했습니다. 잠시 후 다시 시도해 주세요.'
                : total === 0
                  ? '검색 결과가 없습니다. 도로명과 건물번호를 함께 입력해 보세요.'
                  : `검색 결과 ${groupDigits(total)}건`}
        </p>
        {items.length > 0 && (
          <ul className="address-results" aria-label="검색 결과" onKeyDown={onListKeyDown}>
            {items.map((a) => (
              <li key={`${a.zipCode}-${a.roadAddress}`}>
                <button type="button" className="address-result" onClick={() => onSelect(a)}>
                  <span className="address-result__zip">{a.zipCode}</span>
                  <span className="address-result__road">
                    {a.roadAddress}
                    {a.buildingName ? ` (${a.buildingName})` : ''}
                  </span>
                  <span className="address-result__jibun">지번 {a.jibunAddress}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {results.hasNextPage && (
          <button
            type="button"
            className="button button--secondary button--small address-dialog__more"
            onClick={() => void results.fetchNextPage()}
            disabled={results.isFetchingNextPage}
          >
            결과 더 보기
          </button>
        )}
      </div>
    </Modal>
  );
}
