import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('moderation settings', () => {
  it('defaults to 5 reporters and the 7, 14, 28, 56-day ladder', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).moderation).toEqual({
      blindThreshold: 5,
      sanctionDays: [7, 14, 28, 56],
    });
  });

  it('reads MODERATION_BLIND_THRESHOLD and MODERATION_SANCTION_DAYS', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MODERATION_BLIND_THRESHOLD: '3',
      MODERATION_SANCTION_DAYS: ' 1, 3 ,30',
    });
    expect(config.moderation).toEqual({ blindThreshold: 3, sanctionDays: [1, 3, 30] });
  });

  it.each([
    { MODERATION_BLIND_THRESHOLD: '0' },
    { MODERATION_BLIND_THRESHOLD: 'many' },
    { MODERATION_SANCTION_DAYS: '7,,14' },
    { MODERATION_SANCTION_DAYS: '7,two' },
    { MODERATION_SANCTION_DAYS: '7,-1' },
    { MODERATION_SANCTION_DAYS: '1.5' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(/MODERATION_/);
  });
});
