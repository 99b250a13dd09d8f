import { annotationSchema, CONSULTING_LIMITS, type Annotation } from '@ilteo/contract';
import { useId, useRef, useState, type RefObject } from 'react';
import { textOffsetWithin } from '@/shared/ui/annotated-text';

/**
 * Where a passage is: offsets given (from a selection, or typed) win when
 * they are inside the answer; otherwise the quote's first occurrence. The
 * quote is the passage as it stands, so the anchor survives a display that
 * differs (contract annotationSchema).
 */
export function locatePassage(
  answer: string,
  quote: string,
  start: string,
  end: string,
): { start: number; end: number; quote: string } | string {
  const s = Number(start);
  const e = Number(end);
  if (start !== '' && end !== '' && Number.isInteger(s) && Number.isInteger(e)) {
    if (s < 0 || e > answer.length || s >= e) {
      return `위치는 0부터 ${String(answer.length)} 사이에서 시작이 끝보다 앞서야 합니다.`;
    }
    return { start: s, end: e, quote: answer.slice(s, e) };
  }
  if (!quote.trim()) return '코멘트할 구절을 본문에서 선택하거나 입력해 주세요.';
  const at = answer.indexOf(quote);
  if (at < 0) return '답변에서 그 구절을 찾을 수 없습니다. 본문 그대로 입력해 주세요.';
  return { start: at, end: at + quote.length, quote };
}

/** The selection inside `root` as offsets into the answer, trimmed of surrounding spaces. */
function selectionIn(root: HTMLElement): { start: number; end: number } | string {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
    return '본문에서 코멘트할 구절을 먼저 드래그해 선택해 주세요.';
  }
  const range = selection.getRangeAt(0);
  const start = textOffsetWithin(root, range.startContainer, range.startOffset);
  const end = textOffsetWithin(root, range.endContainer, range.endOffset);
  if (start === null || end === null || end <= start) {
    return '이 문항의 답변 안에서 구절을 선택해 주세요.';
  }
  return { start, end };
}

/**
 * The consultant's comment on one passage of one item's answer: take the
 * text selected in the answer (the button keeps the selection, as it does
 * not take focus on press), or, from the keyboard, type the passage (or its
 * start and end) in the fields; then the comment. Overlapping an existing
 * comment's passage is refused so marks never nest.
 */
export function AnnotateForm({
  itemIndex,
  answer,
  answerRef,
  annotations,
  onAdd,
}: {
  itemIndex: number;
  answer: string;
  answerRef: RefObject<HTMLElement | null>;
  annotations: readonly Annotation[];
  onAdd: (annotation: Annotation) => void;
}) {
  const id = useId();
  const [quote, setQuote] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const n = itemIndex + 1;

  const takeSelection = () => {
    const root = answerRef.current;
    if (!root) return;
    const picked = selectionIn(root);
    if (typeof picked === 'string') {
      setError(picked);
      return;
    }
    let { start: s, end: e } = picked;
    while (s < e && /\s/.test(answer[s] ?? '')) s += 1;
    while (e > s && /\s/.test(answer[e - 1] ?? '')) e -= 1;
    setStart(String(s));
    setEnd(String(e));
    setQuote(answer.slice(s, e));
    setError(null);
    commentRef.current?.focus();
  };

  const add = () => {
    const place = locatePassage(answer, quote, start, end);
    if (typeof place === 'string') {
      setError(place);
      return;
    }
    if (annotations.length >= CONSULTING_LIMITS.annotations) {
      setError(`코멘트는 ${String(CONSULTING_LIMITS.annotations)}개까지 달 수 있습니다.`);
      return;
    }
    const overlaps = annotations.some(
      (a) => a.itemIndex === itemIndex && a.start < place.end && place.start < a.end,
    );
    if (overlaps) {
      setError('이미 코멘트를 단 구절과 겹칩니다. 다른 구절을 골라 주세요.');
      return;
    }
    const parsed = annotationSchema.safeParse({ itemIndex, ...place, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '코멘트를 확인해 주세요.');
      commentRef.current?.focus();
      return;
    }
    onAdd(parsed.data);
    setQuote('');
    setStart('');
    setEnd('');
    setComment('');
    setError(null);
  };

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <div className="ops-annotate" role="group" aria-label={`문항 ${String(n)} 코멘트 달기`}>
      <p className="ops-annotate__row">
        <button
          type="button"
          className="button button--secondary button--small"
          // Pressing must not move the selection or focus away from the answer's text.
          onMouseDown={(e) => e.preventDefault()}
          onClick={takeSelection}
        >
          선택한 구절 가져오기
        </button>
      </p>
      <label>
        코멘트할 구절 (본문 그대로)
        <input
          className="input"
          value={quote}
          maxLength={CONSULTING_LIMITS.answer}
          aria-describedby={described}
          onChange={(e) => {
            // A typed passage is found by its text; offsets from a selection no longer apply.
            setQuote(e.target.value);
            setStart('');
            setEnd('');
          }}
        />
      </label>
      <div className="ops-annotate__row">
        <label>
          시작 위치
          <input
            className="input"
            inputMode="numeric"
            value={start}
            size={6}
            onChange={(e) => setStart(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <label>
          끝 위치
          <input
            className="input"
            inputMode="numeric"
            value={end}
            size={6}
            onChange={(e) => setEnd(e.target.value.replace(/\D/g, ''))}
          />
        </label>
      </div>
      <label>
        코멘트
        <textarea
          ref={commentRef}
          className="textarea"
          value={comment}
          maxLength={CONSULTING_LIMITS.comment}
          aria-describedby={described}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      <p className="ops-annotate__row">
        <button type="button" className="button button--primary button--small" onClick={add}>
          문항 {n} 코멘트 추가
        </button>
      </p>
      {error && (
        <p id={errorId} className="ops-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
