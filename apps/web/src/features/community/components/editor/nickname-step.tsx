import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_LIMITS, communityNicknameBodySchema } from '@ilteo/contract';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/shared/api/api-error';
import { showServerErrors, SubmitButton, TextField } from '@/shared/ui/form';
import { NICKNAME_TAKEN, useSetNickname } from '../../api/set-nickname';

interface NicknameForm {
  nickname: string;
}

export const NICKNAME_HINT = `커뮤니티에서 이름 대신 보이는 이름입니다. ${String(COMMUNITY_LIMITS.nicknameMin)}~${String(COMMUNITY_LIMITS.nicknameMax)}자의 한글, 영문, 숫자, 밑줄(_)로 정하며, 한 번 정하면 바꿀 수 없습니다.`;

/**
 * The first step of a member's first post: a nickname, chosen once. A taken
 * one (302) and one equal to the login id or name (400) are said next to
 * the field; on success the write form follows (the standing in the query
 * cache now has the nickname).
 */
export function NicknameStep() {
  const save = useSetNickname();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NicknameForm>({
    resolver: zodResolver(communityNicknameBodySchema),
    defaultValues: { nickname: '' },
  });

  const onSubmit = handleSubmit(async ({ nickname }) => {
    try {
      await save.mutateAsync(nickname);
    } catch (error) {
      if (isApiError(error) && error.code === NICKNAME_TAKEN) {
        setError('nickname', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showServerErrors(error, setError, ['nickname']);
    }
  });

  return (
    <form className="form post-write__nickname" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2 className="post-write__step-title">닉네임 정하기</h2>
      <p className="field__description">글을 쓰기 전에 커뮤니티에서 쓸 닉네임을 정해 주세요.</p>
      <TextField
        label="닉네임"
        requiredMark
        autoComplete="nickname"
        maxLength={COMMUNITY_LIMITS.nicknameMax}
        description={NICKNAME_HINT}
        error={errors.nickname?.message}
        {...register('nickname')}
      />
      <SubmitButton pending={save.isPending}>닉네임 정하기</SubmitButton>
    </form>
  );
}
