export { PageFrame, PageSection } from './page-frame';
