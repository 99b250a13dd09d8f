import type { ConsentItem } from '@ilteo/contract';
import { useEffect, useId, useRef } from 'react';

export type ConsentDecisions = Readonly<Record<string, boolean>>;

interface ConsentListProps {
  items: readonly ConsentItem[];
  value: ConsentDecisions;
  onChange: (next: ConsentDecisions) => void;
  error?: string | null;
}

export const requiredLabel = (required: boolean): string => (required ? '[필수]' : '[선택]');

/** The four things a consent must disclose (개인정보 보호법 §15②, §22). */
export function ConsentDisclosures({ item }: { item: ConsentItem }) {
  return (
    <>
      <dl className="consent-disclosures">
        <dt>수집·이용 목적</dt>
        <dd>{item.purpose}</dd>
        <dt>수집 항목</dt>
        <dd>{item.items}</dd>
        <dt>보유·이용 기간</dt>
        <dd>{item.retention}</dd>
        <dt>동의를 거부할 권리와 거부 시 불이익</dt>
        <dd>{item.refusal}</dd>
      </dl>
      {item.body && <div className="consent-body">{item.body}</div>}
    </>
  );
}

/**
 * 약관 동의: 전체 동의 plus one checkbox per item, each marked 필수 or 선택
 * and expandable to what it discloses. Everything is a native checkbox and
 * <details>, so it works with the keyboard and screen readers as is.
 */
export function ConsentList({ items, value, onChange, error }: ConsentListProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const allRef = useRef<HTMLInputElement>(null);
  const checkedCount = items.filter((i) => value[i.code] === true).length;
  const all = items.length > 0 && checkedCount === items.length;
  const some = checkedCount > 0 && !all;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  const setAll = (agreed: boolean) =>
    onChange(Object.fromEntries(items.map((i) => [i.code, agreed])));

  return (
    <fieldset className="consent-list" aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">약관 동의</legend>
      <label className="check consent-list__all">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={(e) => setAll(e.target.checked)}
        />
        <span className="check__text">
          <strong>전체 동의</strong>
          <span className="consent-list__hint">선택 항목에 대한 동의를 포함합니다.</span>
        </span>
      </label>
      <ul className="consent-list__items">
        {items.map((item) => {
          const id = `${baseId}-${item.code}`;
          return (
            <li key={item.code} className="consent-item">
              <label className="check" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  name={item.code}
                  checked={value[item.code] === true}
                  aria-invalid={
                    error && item.required && value[item.code] !== true ? true : undefined
                  }
                  onChange={(e) => onChange({ ...value, [item.code]: e.target.checked })}
                />
                <span className="check__text">
                  <span
                    className={item.required ? 'consent-tag consent-tag--required' : 'consent-tag'}
                  >
                    {requiredLabel(item.required)}
                  </span>{' '}
                  {item.title}
                </span>
              </label>
              <details className="consent-item__details">
                <summary>
                  내용 보기<span className="sr-only">: {item.title}</span>
                </summary>
                <ConsentDisclosures item={item} />
              </details>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="check__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
