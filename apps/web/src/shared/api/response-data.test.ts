import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { responseData } from './response-data';

const envelope = (data: unknown) => ({ code: '001', message: '', data });
const schema = z.object({ id: z.number() });

describe('responseData', () => {
  it('checks the data where responses are checked (development and tests)', () => {
    expect(import.meta.env.DEV).toBe(true);
    expect(() => responseData(envelope({ id: 'x' }), import.meta.env.DEV && schema)).toThrow();
  });

  it('returns the data as it came, not a parsed copy, so every build sees the same objects', () => {
    const data = { id: 1, extra: 'kept' };
    expect(responseData(envelope(data), import.meta.env.DEV && schema)).toBe(data);
  });

  it('trusts the data when the build leaves the schema out (production)', () => {
    expect(responseData(envelope({ id: 'x' }), false)).toEqual({ id: 'x' });
  });
});
