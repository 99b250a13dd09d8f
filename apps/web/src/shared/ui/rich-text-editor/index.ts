/**
 * The rich-text editor (TipTap): the community's post form, the console's
 * guide articles and notices. Import it from a lazily loaded screen only:
 * build/chunks.ts keeps it and TipTap out of the shared chunks (decision 0030).
 */
export { bodyProblem, bodyTextLength, measureBody, type BodyMeasure } from './body-stats';
export {
  IMAGE_MESSAGES,
  imageCheckMessage,
  imageSaveNames,
  imageSrc,
  saveNameOf,
  tooManyImagesMessage,
} from './editor-images';
export { bodyMessages, type EditorLimits } from './limits';
export {
  BODY_PLACEHOLDER,
  LINK_INVALID_MESSAGE,
  RichTextEditor,
  useRichTextEditor,
  type RichTextEditorProps,
} from './rich-text-editor';
export { FILE_TYPE_REJECTED, uploadEditorImage } from './upload-image';
