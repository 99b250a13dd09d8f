import { describe, expect, it } from 'vitest';
import { CODE_GROUPS } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import { REGION_CODES } from '../../db/reference/regions';
import { labelMoves, regionChangeStatements } from './region-change-sql';

describe('the region change migration', () => {
  it('rewrites only labels that no region in force shows', () => {
    const inForce = new Set(
      codeBook.list(CODE_GROUPS.region).map((r) => codeBook.regionLabel(r.cd)),
    );
    const moves = labelMoves();
    expect(moves.length).toBe(REGION_CODES.filter((r) => !r.current).length);
    for (const [from, to] of moves) {
      expect(inForce.has(from), from).toBe(false);
      expect(inForce.has(to), to).toBe(true);
    }
    expect(moves).toContainEqual(['인천 중구', '인천 영종구']);
    expect(moves).toContainEqual(['전남 목포시', '전남광주 목포시']);
  });

  it('upserts every REGION row with its current flag and successor', () => {
    const sql = regionChangeStatements().join('\n');
    for (const r of REGION_CODES) expect(sql, r.cd).toContain(`'REGION', '${r.cd}', '`);
    expect(sql).toMatch(/\('REGION', '28110', '중구', '28000', 2, \d+, FALSE, '28155'\)/);
  });
});
