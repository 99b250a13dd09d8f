/**
 * Reference data seeded by migration: every common_code row and every
 * side_menu row. The migration generator turns these into INSERT statements.
 */
import { FLAT_CODES } from './codes';
import { JOB_CODES } from './occupations';
import { REGION_CODES } from './regions';
import { PERSON_SIDE_MENU } from './side-menu';
import type { CodeRow, MenuRow } from './types';

export type { CodeRow, MenuRow } from './types';
export { REGION_ANY } from './regions';

/** All code groups: REGION, JOB, then the flat groups. */
export const REFERENCE_CODES: CodeRow[] = [...REGION_CODES, ...JOB_CODES, ...FLAT_CODES];

/** The side menu rows of every side (only 'person' exists). */
export const SIDE_MENU: MenuRow[] = [...PERSON_SIDE_MENU];
