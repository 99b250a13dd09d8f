import { CODE_GROUPS } from '@ilteo/contract';

/**
 * Bad-input cases built from the app's own OpenAPI document, so a new
 * endpoint is swept the day it is documented: a NUL in every string, and
 * out-of-range numbers in every integer, of every query parameter, path
 * parameter and JSON body field. Everything else in a case is a plausible
 * value, so the bad one is what the endpoint has to deal with.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minLength?: number;
  anyOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type BadValue = 'nul' | 'int4-overflow' | 'negative' | 'int4-max';

export interface SweepCase {
  method: string;
  url: string;
  payload?: unknown;
  /** What was made bad, for the failure message: `GET /path ?postingId=int4-overflow`. */
  label: string;
  /** The field that carries the bad value. */
  field: string;
  bad: BadValue;
}

export const INT4_OVERFLOW = 2 ** 31;

/** Values that pass the named fields' own rules; anything unnamed gets a generic sample. */
const NAMED_SAMPLES: Record<string, string> = {
  grpCd: CODE_GROUPS.region,
  keyword: '개발',
  url: '/person/main',
  path: '/person/main',
  loginId: 'nobody01',
  saveName: `${'a'.repeat(22)}.pdf`,
  email: 'nobody@example.com',
  to: 'nobody@example.com',
  mobile: '01012345678',
  zipCode: '06236',
  token: 'x'.repeat(40),
  // Never the member's password: a case must not change the member.
  password: 'not-the-password-1',
  currentPassword: 'not-the-password-1',
  newPassword: 'another-password-2',
};
const UUID_SAMPLE = '00000000-0000-4000-8000-000000000000';

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  return schema.anyOf?.map(typeOf).find((t) => t !== undefined && t !== 'null');
};

function sampleOf(schema: JsonSchema, name: string): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleOf(schema.items, name)] : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) value[key] = sampleOf(property, key);
      }
      return value;
    }
    default:
      if (schema.format === 'uuid') return UUID_SAMPLE;
      return NAMED_SAMPLES[name] ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** A NUL where the field expects text: as long as the field's minimum, so length is not what fails. */
const nulText = (schema: JsonSchema) => '\u0000'.padStart(Math.max(1, schema.minLength ?? 1), 'a');

function badValues(schema: JsonSchema): [BadValue, unknown][] {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    return [
      ['nul', '\u0000'],
      ['int4-overflow', INT4_OVERFLOW],
      ['negative', -1],
      ['int4-max', INT4_OVERFLOW - 1],
    ];
  }
  if (type === 'string') return [['nul', nulText(schema)]];
  return [];
}

/** Every string and integer leaf of a body schema, with its path (arrays through their first item). */
function leaves(schema: JsonSchema, path: (string | number)[] = []) {
  const found: { path: (string | number)[]; schema: JsonSchema }[] = [];
  const type = typeOf(schema);
  if (type === 'object') {
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      found.push(...leaves(property, [...path, key]));
    }
  } else if (type === 'array') {
    if (schema.items) found.push(...leaves(schema.items, [...path, 0]));
  } else if (type === 'string' || type === 'integer' || type === 'number') {
    found.push({ path, schema });
  }
  return found;
}

function setAt(
  root: unknown,
  schema: JsonSchema,
  path: (string | number)[],
  value: unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const type = typeOf(schema);
  if (type === 'array' && typeof head === 'number' && schema.items) {
    const list = Array.isArray(root) ? [...(root as unknown[])] : [];
    list[head] = setAt(list[head] ?? sampleOf(schema.items, ''), schema.items, rest, value);
    return list;
  }
  const key = String(head);
  const property = schema.properties?.[key] ?? {};
  const object = { ...(root as Record<string, unknown>) };
  object[key] = setAt(object[key] ?? sampleOf(property, key), property, rest, value);
  return object;
}

const urlValue = (value: unknown) => encodeURIComponent(String(value));

function buildUrl(path: string, params: Parameter[], bad?: { name: string; value: unknown }) {
  let url = path;
  const query: string[] = [];
  for (const p of params) {
    const isBad = bad?.name === p.name;
    if (!isBad && !p.required && p.in !== 'path') continue;
    const value = isBad ? bad.value : sampleOf(p.schema ?? {}, p.name);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, urlValue(value));
    else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${urlValue(value)}`);
  }
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}

/** The cases of every operation in the document; `methods` picks which operations. */
export function sweepCases(document: OpenApiDocument, methods: readonly string[]): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      if (!methods.includes(method)) continue;
      const params = (operation.parameters ?? []).filter(
        (p) => p.in === 'query' || p.in === 'path',
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sampleOf(bodySchema, '') : undefined;
      for (const p of params) {
        for (const [bad, value] of badValues(p.schema ?? {})) {
          cases.push({
            method,
            url: buildUrl(path, params, { name: p.name, value }),
            ...(body === undefined ? {} : { payload: body }),
            label: `${method} ${path} ${p.in} ${p.name}=${bad}`,
            field: p.name,
            bad,
          });
        }
      }
      if (!bodySchema) continue;
      for (const leaf of leaves(bodySchema)) {
        for (const [bad, value] of badValues(leaf.schema)) {
          const field = leaf.path.join('.');
          cases.push({
            method,
            url: buildUrl(path, params),
            payload: setAt(body, bodySchema, leaf.path, value),
            label: `${method} ${path} body ${field}=${bad}`,
            field,
            bad,
          });
        }
      }
    }
  }
  return cases;
}
