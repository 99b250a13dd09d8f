/** 회원가입, 내 정보, 아이디·비밀번호 찾기: the routes, and the contact details other areas prefill from. */
export { accountRoutes } from './routes';
export { memberContact, type MemberContact } from './contact';
export { withdrawalHooksPlugin, type WithdrawalHook } from './withdrawal-hooks';
