export {
  AnnotatedText,
  CommentList,
  commentId,
  markId,
  type NumberedComment,
} from './annotated-text';
export {
  annotatedSegments,
  DECORATION_ATTRIBUTE,
  readingOrder,
  textOffsetWithin,
  type AnchorRange,
  type TextSegment,
} from './annotated-segments';
