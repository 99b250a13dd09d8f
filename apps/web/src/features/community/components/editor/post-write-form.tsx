import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMUNITY_LIMITS,
  communityPostCreateSchema,
  validationErrorDataSchema,
  type CommunityEditable,
} from '@ilteo/contract';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { useLeaveGuard } from '@/shared/lib/use-leave-guard';
import {
  applyServerFieldErrors,
  showServerErrors,
  SubmitButton,
  TextField,
} from '@/shared/ui/form';
import { Select } from '@/shared/ui/select';
import { toast } from '@/shared/ui/toast';
import { useCreatePost } from '../../api/create-post';
import { useUpdatePost } from '../../api/update-post';
import {
  allowsAnonymous,
  boardTarget,
  choiceLabel,
  choiceValue,
  type BoardChoice,
} from './board-choice';
import {
  bodyMessages,
  bodyProblem,
  imageSaveNames,
  measureBody,
  RichTextEditor,
  useRichTextEditor,
} from '@/shared/ui/rich-text-editor';

const formSchema = z.object({
  board: z.string().min(1, '게시판을 골라 주세요.'),
  title: communityPostCreateSchema.shape.title,
  anonymous: z.boolean(),
});
type WriteForm = z.infer<typeof formSchema>;

export type WriteMode =
  | { kind: 'create'; choices: readonly BoardChoice[]; preselected: string }
  | { kind: 'edit'; editable: CommunityEditable };

export const BODY_MESSAGES = bodyMessages(COMMUNITY_LIMITS);

export const LEAVE_MESSAGE =
  '작성 중인 글이 저장되지 않았습니다. 이 페이지를 떠나시겠습니까? 떠나면 작성한 내용은 사라집니다.';

export const WRITE_MESSAGES = {
  created: '글을 등록했습니다.',
  updated: '글을 수정했습니다.',
} as const;

/** A 202's message about the body or its images, which have no input of their own. */
function bodyFieldMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const parsed = validationErrorDataSchema.safeParse(error.data);
  if (!parsed.success) return null;
  const found = parsed.data.fields.find((f) => f.field === 'bodyHtml' || f.field === 'images');
  return found?.message ?? null;
}

const detailPath = (postId: number) => `${paths.commuDetail}?postId=${String(postId)}`;

/**
 * The post form: board, title, body (the editor), 익명 where the board
 * allows it. On 등록 or 수정 it opens the post in place of this page, so
 * 뒤로 does not return to a form that was already sent.
 */
export function PostWriteForm({ mode }: { mode: WriteMode }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const editing = mode.kind === 'edit';
  const [bodyChanged, setBodyChanged] = useState(false);
  const [bodyError, setBodyError] = useState<string>();
  const editor = useRichTextEditor(editing ? mode.editable.bodyHtml : '', () => {
    // Set once; the same value again does not re-render the page.
    setBodyChanged(true);
    setBodyError(undefined);
  });

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<WriteForm>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      board: editing ? `board:${String(mode.editable.board.boardId)}` : mode.preselected,
      title: editing ? mode.editable.title : '',
      anonymous: editing ? mode.editable.anonymous : false,
    },
  });
  const { release } = useLeaveGuard((isDirty || bodyChanged) && !isSubmitting, LEAVE_MESSAGE);

  const choices: readonly BoardChoice[] = editing
    ? [{ kind: 'board', board: mode.editable.board }]
    : mode.choices;
  const boardValue = useWatch({ control, name: 'board' });
  const chosen = choices.find((c) => choiceValue(c) === boardValue);
  const anonymousAllowed = allowsAnonymous(chosen);

  const onSubmit = handleSubmit(async (values) => {
    const measure = measureBody(editor);
    const problem =
      measure.text < COMMUNITY_LIMITS.bodyTextMin
        ? BODY_MESSAGES.tooShort
        : bodyProblem(measure, COMMUNITY_LIMITS);
    if (problem) {
      setBodyError(problem);
      editor.commands.focus();
      return;
    }
    const body = {
      title: values.title,
      bodyHtml: editor.getHTML(),
      anonymous: anonymousAllowed && values.anonymous,
      images: imageSaveNames(editor.state.doc),
    };
    try {
      let postId: number;
      if (mode.kind === 'edit') {
        postId = await update.mutateAsync({ ...body, postId: mode.editable.postId });
        toast(WRITE_MESSAGES.updated);
      } else {
        if (!chosen) return;
        postId = (await create.mutateAsync({ ...body, ...boardTarget(chosen) })).postId;
        toast(WRITE_MESSAGES.created);
      }
      release();
      void navigate(detailPath(postId), { replace: true });
    } catch (error) {
      const bodyMessage = bodyFieldMessage(error);
      if (bodyMessage) {
        setBodyError(bodyMessage);
        if (!applyServerFieldErrors(error, setError, ['title'])) editor.commands.focus();
        return;
      }
      showServerErrors(error, setError, ['title', 'anonymous']);
    }
  });

  const pending = isSubmitting || create.isPending || update.isPending;
  const bodyLabelId = `${id}-body-label`;

  return (
    <form className="form post-write" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Controller
        control={control}
        name="board"
        render={({ field, fieldState }) => (
          <Select
            label="게시판"
            items={choices.map((c) => ({ value: choiceValue(c), label: choiceLabel(c) }))}
            placeholder={editing ? undefined : '게시판을 골라 주세요'}
            value={field.value}
            onValueChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            disabled={editing}
            invalid={fieldState.invalid}
            description={
              fieldState.error?.message ??
              (editing ? '게시판은 글을 쓴 뒤에 바꿀 수 없습니다.' : undefined)
            }
          />
        )}
      />
      <TextField
        label="제목"
        requiredMark
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field">
        <span id={bodyLabelId} className="field__label">
          내용<span className="field__required"> (필수)</span>
        </span>
        <RichTextEditor
          editor={editor}
          limits={COMMUNITY_LIMITS}
          labelId={bodyLabelId}
          error={bodyError}
          disabled={pending}
        />
      </div>
      {anonymousAllowed && (
        <label className="post-write__anonymous">
          <input type="checkbox" {...register('anonymous')} />
          익명으로 쓰기
          <span className="field__description">
            닉네임 대신 &lsquo;익명&rsquo;으로 보입니다. 신고 처리를 위해 작성자는 기록됩니다.
          </span>
        </label>
      )}
      <SubmitButton pending={pending} className="form__actions post-write__actions">
        {editing ? '수정' : '등록'}
      </SubmitButton>
    </form>
  );
}
