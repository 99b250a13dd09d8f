/** 파일 업로드·다운로드: the routes, the file service plugin and the storage app.ts decorates. */
export { fileRoutes } from './routes';
export { fileServicePlugin } from './plugin';
export { createLocalDiskStorage, type FileStorage } from './storage';
/** For areas that stream a file under their own rules (a company downloading an application's file). */
export { contentDisposition } from './file-name';
