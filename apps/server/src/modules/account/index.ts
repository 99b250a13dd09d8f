/** 회원가입, 내 정보, 아이디·비밀번호 찾기: routes only; no other area calls in. */
export { accountRoutes } from './routes';
