/** 경력 불러오기 (career look-up): routes only; nothing here writes a résumé. */
export { careerLookupRoutes } from './routes';
