/** A value as an SQL literal, for the migrations written from the typed reference data. */
export const literal = (v: string | number | boolean | null): string => {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return `'${v.replaceAll("'", "''")}'`;
};
