/**
 * A consulting answer cut at its annotations' offsets (decision 0035): the
 * answer is plain text and stays text; a passage a consultant commented on
 * becomes one segment carrying the comment's number. Shared by the member's
 * preview and the consultant's console, which must cut the text the same way.
 */

export interface AnchorRange {
  itemIndex: number;
  start: number;
  end: number;
}

export interface TextSegment {
  text: string;
  /** The comment's number (1-based, in reading order) for a marked passage; null for plain text. */
  mark: number | null;
}

/**
 * Numbers every annotation in reading order (item, then position), so a
 * mark and its comment in the list below carry the same number. Returns the
 * annotations' indexes in that order: `order[k]` is the annotation numbered k + 1.
 */
export function readingOrder(annotations: readonly AnchorRange[]): number[] {
  return annotations
    .map((a, index) => ({ a, index }))
    .sort((x, y) => x.a.itemIndex - y.a.itemIndex || x.a.start - y.a.start || x.a.end - y.a.end)
    .map((x) => x.index);
}

/**
 * The segments of one item's answer. Offsets outside the text are clipped;
 * a passage overlapping an earlier one starts where that one ended (one
 * mark never nests in another, so the text reads once, in order).
 */
export function annotatedSegments(
  text: string,
  itemIndex: number,
  annotations: readonly AnchorRange[],
): TextSegment[] {
  const order = readingOrder(annotations);
  const segments: TextSegment[] = [];
  let cursor = 0;
  order.forEach((annotationIndex, k) => {
    const a = annotations[annotationIndex];
    if (a?.itemIndex !== itemIndex) return;
    const start = Math.max(cursor, Math.min(a.start, text.length));
    const end = Math.min(Math.max(a.end, start), text.length);
    if (end <= start) return;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), mark: null });
    segments.push({ text: text.slice(start, end), mark: k + 1 });
    cursor = end;
  });
  if (cursor < text.length) segments.push({ text: text.slice(cursor), mark: null });
  return segments;
}

/** Marks the decorations inside an annotated text (numbers, hidden labels) that are not the answer. */
export const DECORATION_ATTRIBUTE = 'data-annotation-decoration';

/**
 * The offset into the answer string of a DOM position inside `root` (an
 * element rendered by AnnotatedText): the text before it, decorations left
 * out. Null when the position is outside `root`.
 */
export function textOffsetWithin(root: Node, node: Node, offset: number): number | null {
  if (!root.contains(node)) return null;
  const range = (root.ownerDocument ?? document).createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  const before = range.cloneContents();
  before.querySelectorAll(`[${DECORATION_ATTRIBUTE}]`).forEach((el) => el.remove());
  return before.textContent.length;
}
