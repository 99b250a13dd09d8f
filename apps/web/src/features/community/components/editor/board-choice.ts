import type { CommunityBoard } from '@ilteo/contract';

export type RefKind = 'certificate' | 'language-test';

/**
 * Where a new post goes: a board that exists, or the board of a certificate
 * or language test that has none yet (the server creates it with this post).
 */
export type BoardChoice =
  | { kind: 'board'; board: CommunityBoard }
  | { kind: 'ref'; refKind: RefKind; refCode: string; name: string };

export const choiceValue = (choice: BoardChoice): string =>
  choice.kind === 'board'
    ? `board:${String(choice.board.boardId)}`
    : `ref:${choice.refKind}:${choice.refCode}`;

const KIND_LABEL: Record<CommunityBoard['kind'], string> = {
  general: '',
  certificate: ' (자격증)',
  'language-test': ' (어학)',
};

export function choiceLabel(choice: BoardChoice): string {
  if (choice.kind === 'board') return `${choice.board.name}${KIND_LABEL[choice.board.kind]}`;
  return `${choice.name}${choice.refKind === 'certificate' ? ' (자격증)' : ' (어학)'}`;
}

/** Every board of a ref board is open to 익명 (decision 0030); a general board says so itself. */
export const allowsAnonymous = (choice: BoardChoice | undefined): boolean =>
  choice === undefined ? false : choice.kind === 'board' ? choice.board.allowAnonymous : true;

/** What the create call names the board by. */
export function boardTarget(
  choice: BoardChoice,
): { boardId: number } | { refKind: RefKind; refCode: string } {
  return choice.kind === 'board'
    ? { boardId: choice.board.boardId }
    : { refKind: choice.refKind, refCode: choice.refCode };
}
