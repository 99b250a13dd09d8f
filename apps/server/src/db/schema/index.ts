export * from './app-meta';
export * from './common-code';
export * from './side-menu';
export * from './stored-file';
export * from './accounts';
export * from './certificates';
export * from './postings';
