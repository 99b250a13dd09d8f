/**
 * Sessions and the member record. Account and SNS sign-in build on these;
 * everything else needs only `viewerIdOf`.
 */
export { sessionRoutes } from './routes';
export { sessionPlugin } from './plugin';
export { originOf, recordAuthEvent, type RequestOrigin } from './audit';
export { clearSessionCookies, setSessionCookies } from './cookies';
export { accountKey } from './login-throttle';
export { presentLoginInfo, presentSignUpType } from './presenter';
export { refuseClosedAccount, type SessionService } from './session-service';
export { hashToken, newOpaqueToken } from './tokens';
export { userRepository, type UserRecord } from './user-repository';
export { viewerIdOf, viewerOf } from './viewer';
