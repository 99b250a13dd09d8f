import type { ReactNode, Ref } from 'react';
import {
  annotatedSegments,
  DECORATION_ATTRIBUTE,
  readingOrder,
  type AnchorRange,
} from './annotated-segments';
import './annotated-text.css';

export interface NumberedComment extends AnchorRange {
  quote: string;
  comment: string;
}

const decoration = { [DECORATION_ATTRIBUTE]: '' };
export const markId = (idPrefix: string, n: number) => `${idPrefix}-mark-${String(n)}`;
export const commentId = (idPrefix: string, n: number) => `${idPrefix}-comment-${String(n)}`;

/**
 * One answer as text with its commented passages in <mark>, each followed
 * by its number linking to the comment (the mark is described by it). The
 * text is never parsed as HTML: it is cut at the offsets and rendered as
 * strings. The ref is the answer's element, where a consultant's selection
 * is measured (textOffsetWithin leaves the numbers out).
 */
export function AnnotatedText({
  text,
  itemIndex,
  annotations,
  idPrefix,
  id,
  ref,
}: {
  text: string;
  itemIndex: number;
  annotations: readonly AnchorRange[];
  idPrefix: string;
  id?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const segments = annotatedSegments(text, itemIndex, annotations);
  return (
    <p ref={ref} id={id} className="annotated-text">
      {segments.map((segment, i) =>
        segment.mark === null ? (
          segment.text
        ) : (
          <Marked key={`${String(i)}-${String(segment.mark)}`} n={segment.mark} idPrefix={idPrefix}>
            {segment.text}
          </Marked>
        ),
      )}
    </p>
  );
}

function Marked({ n, idPrefix, children }: { n: number; idPrefix: string; children: ReactNode }) {
  return (
    <>
      <mark
        id={markId(idPrefix, n)}
        className="annotated-text__mark"
        aria-describedby={commentId(idPrefix, n)}
      >
        {children}
      </mark>
      <sup className="annotated-text__number" {...decoration}>
        <a href={`#${commentId(idPrefix, n)}`}>
          <span className="sr-only">코멘트 </span>
          {n}
        </a>
      </sup>
    </>
  );
}

/**
 * The comments of one item, numbered as their marks are, each with the
 * passage it is about and a way back to it. `action` adds a control per
 * comment (the console's 삭제); it receives the annotation's index.
 */
export function CommentList({
  itemIndex,
  annotations,
  idPrefix,
  label,
  action,
}: {
  itemIndex: number;
  annotations: readonly NumberedComment[];
  idPrefix: string;
  label: string;
  action?: (annotationIndex: number, n: number) => ReactNode;
}) {
  const numbered = readingOrder(annotations).flatMap((index, k) => {
    const a = annotations[index];
    return a?.itemIndex === itemIndex ? [{ index, n: k + 1, a }] : [];
  });
  if (numbered.length === 0) return null;
  return (
    <ol className="annotated-comments" aria-label={label}>
      {numbered.map(({ index, n, a }) => (
        <li key={index} id={commentId(idPrefix, n)} value={n} className="annotated-comments__item">
          <p className="annotated-comments__quote">
            <a href={`#${markId(idPrefix, n)}`}>
              <span className="sr-only">본문의 코멘트 {n} 구간: </span>“{a.quote}”
            </a>
          </p>
          <p className="annotated-comments__text">{a.comment}</p>
          {action?.(index, n)}
        </li>
      ))}
    </ol>
  );
}
