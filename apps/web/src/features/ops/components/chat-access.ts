/** The console does not know operators' flags: the server refuses (102) and the chat screens say why. */
export const NOT_COUNSELLOR = '상담사로 지정된 운영자만 상담 채팅을 볼 수 있습니다.';
