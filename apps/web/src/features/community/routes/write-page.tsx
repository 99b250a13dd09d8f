import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { PageFrame } from '@/shared/ui/page';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { useBoards } from '../api/get-boards';
import { useCommunityMe } from '../api/get-community-me';
import { useEditablePost } from '../api/get-editable';
import { postsQueryOptions } from '../api/get-posts';
import { choiceValue, type BoardChoice, type RefKind } from '../components/editor/board-choice';
import { NicknameStep } from '../components/editor/nickname-step';
import { PostWriteForm } from '../components/editor/post-write-form';
import { SanctionNotice } from '../components/editor/sanction-notice';
import '../components/editor/post-write.css';

/** A positive whole number from the address; anything else is none. */
function idFrom(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

function refKindFrom(raw: string | null): RefKind | null {
  return raw === 'certificate' || raw === 'language-test' ? raw : null;
}

const LEAD =
  '합격 후기, 공부 방법, 궁금한 점을 나눠 주세요. 다른 사람을 존중하는 글을 부탁드립니다.';

/**
 * /person/certi-lang/commu/write: a new post (`?boardId=`, or
 * `?refKind=&refCode=` from a certificate's or test's page, preselect the
 * board), or with `?postId=` the author's post to edit. The member's
 * standing comes first: a sanction in force is shown instead of the form,
 * and a member without a nickname chooses one before writing.
 */
export function CommunityWritePage() {
  const [params] = useSearchParams();
  const rawPostId = params.get('postId');
  const postId = idFrom(rawPostId);
  const me = useCommunityMe();
  const title = rawPostId === null ? '커뮤니티 글쓰기' : '커뮤니티 글 수정';

  if (rawPostId !== null && postId === null) {
    return (
      <DetailNotFound
        title="글을 찾을 수 없습니다"
        reason="주소가 올바르지 않습니다."
        backTo={paths.commuList}
        backLabel="커뮤니티 목록으로"
      />
    );
  }
  if (me.isError) {
    return (
      <DetailError
        message="글쓰기에 필요한 내용을 불러오지 못했습니다."
        onRetry={() => void me.refetch()}
      />
    );
  }
  if (!me.data) return <DetailSkeleton />;

  return (
    <PageFrame title={title} lead={LEAD} className="post-write-page">
      {me.data.sanction ? (
        <SanctionNotice sanction={me.data.sanction} />
      ) : me.data.nickname === null ? (
        <NicknameStep />
      ) : postId !== null ? (
        <EditLoader postId={postId} />
      ) : (
        <CreateLoader
          boardId={idFrom(params.get('boardId'))}
          refKind={refKindFrom(params.get('refKind'))}
          refCode={params.get('refCode')?.trim() || null}
        />
      )}
    </PageFrame>
  );
}

function EditLoader({ postId }: { postId: number }) {
  const editable = useEditablePost(postId);
  if (editable.isError) {
    return isNotFound(editable.error) ? (
      <DetailNotFound
        title="글을 찾을 수 없습니다"
        reason="삭제되었거나 없는 글입니다."
        backTo={paths.commuList}
        backLabel="커뮤니티 목록으로"
      />
    ) : (
      <DetailError message="글을 불러오지 못했습니다." onRetry={() => void editable.refetch()} />
    );
  }
  if (!editable.data) return <DetailSkeleton />;
  return <PostWriteForm key={postId} mode={{ kind: 'edit', editable: editable.data }} />;
}

function CreateLoader({
  boardId,
  refKind,
  refCode,
}: {
  boardId: number | null;
  refKind: RefKind | null;
  refCode: string | null;
}) {
  const boards = useBoards();
  const wantsRef = refKind !== null && refCode !== null;
  const refBoard = wantsRef
    ? boards.data?.find((b) => b.kind === refKind && b.refCode === refCode)
    : undefined;
  // A certificate's board that has no post yet is not among the boards: its name comes with its (empty) list.
  const refList = useQuery({
    ...postsQueryOptions({
      refKind: refKind ?? undefined,
      refCode: refCode ?? undefined,
      sort: 'latest',
      page: 1,
    }),
    enabled: wantsRef && boards.isSuccess && refBoard === undefined,
  });

  if (boards.isError) {
    return (
      <DetailError message="게시판을 불러오지 못했습니다." onRetry={() => void boards.refetch()} />
    );
  }
  // The form takes its board once, so it waits for the ref board's name (a failure: no preselection).
  const refPending = wantsRef && refBoard === undefined && refList.isPending;
  if (!boards.data || refPending) return <DetailSkeleton />;

  const choices: BoardChoice[] = boards.data.map((board) => ({ kind: 'board', board }));
  let preselected = '';
  if (boardId !== null && boards.data.some((b) => b.boardId === boardId)) {
    preselected = `board:${String(boardId)}`;
  } else if (refBoard) {
    preselected = `board:${String(refBoard.boardId)}`;
  } else if (wantsRef && refList.data) {
    const listed = refList.data.board;
    const choice: BoardChoice = listed
      ? { kind: 'board', board: listed }
      : { kind: 'ref', refKind, refCode, name: refList.data.refName ?? refCode };
    choices.push(choice);
    preselected = choiceValue(choice);
  }
  return <PostWriteForm mode={{ kind: 'create', choices, preselected }} />;
}
