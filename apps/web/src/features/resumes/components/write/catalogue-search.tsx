import { useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  useCatalogueLookup,
  type CatalogueItem,
  type CatalogueKind,
} from '../../api/lookup-catalogue';
import { useFieldError } from './form-kit';
import { useResumeForm, type ResumeFieldPath } from './resume-form';

/**
 * Chooses a certificate or a language test from the catalogue (by name,
 * initials or abbreviation): a résumé stores the catalogue's code, so the
 * print and the companies see the official name.
 */
export function CatalogueSearch({
  kind,
  name,
  label,
  labels,
  onPicked,
}: {
  kind: CatalogueKind;
  name: ResumeFieldPath;
  label: string;
  labels: Readonly<Record<string, string>>;
  onPicked: (item: CatalogueItem) => void;
}) {
  const { control, setValue } = useResumeForm();
  const code = useWatch({ control, name }) as string;
  const error = useFieldError(name);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useCatalogueLookup(kind, keyword);
  const id = useId();

  const search = () => setKeyword(typed.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      search();
    }
  };
  const pick = (item: CatalogueItem) => {
    setValue(name, item.code, { shouldDirty: true, shouldValidate: true });
    onPicked(item);
    setKeyword('');
    setTyped('');
  };

  const chosen = code ? (labels[code] ?? code) : '';
  const describedBy = [`${id}-chosen`, error ? `${id}-error` : ''].join(' ').trim();

  return (
    <div className="field write-catalogue">
      <label htmlFor={id} className="field__label">
        {label} 찾기
      </label>
      <p id={`${id}-chosen`} className="write-catalogue__chosen">
        {chosen ? `선택: ${chosen}` : `아직 고른 ${label}이(가) 없습니다.`}
      </p>
      <div className="field__control field__control--with-action">
        <input
          id={id}
          className="input"
          type="search"
          value={typed}
          placeholder="이름, 초성 또는 약칭"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary" onClick={search}>
          검색
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      {keyword !== '' && (
        <div className="write-catalogue__results">
          <p role="status" className="field__description">
            {found.isPending
              ? '찾고 있습니다.'
              : found.isError
                ? '찾지 못했습니다. 잠시 후 다시 시도해 주세요.'
                : found.data.length === 0
                  ? '검색 결과가 없습니다.'
                  : `검색 결과 ${found.data.length}건`}
          </p>
          {found.data && found.data.length > 0 && (
            <ul className="write-catalogue__list" aria-label={`${label} 검색 결과`}>
              {found.data.map((item) => (
                <li key={item.code}>
                  <button
                    type="button"
                    className="write-catalogue__item"
                    onClick={() => pick(item)}
                  >
                    <span>{item.name}</span>
                    {item.issuer && <span className="write-catalogue__issuer">{item.issuer}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
