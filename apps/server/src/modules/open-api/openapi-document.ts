import {
  OPEN_API,
  OPEN_API_FIELD_DOCS,
  OPEN_API_HTTP_STATUS,
  OPEN_API_PARAMETERS,
  OPEN_API_POSTING_FIELDS,
  OPEN_API_STATUSES,
  ROUTES,
  type OpenApiStatus,
} from '@ilteo/contract';

type Json = Record<string, unknown>;

const STATUS_LIST = Object.keys(OPEN_API_STATUSES) as OpenApiStatus[];

const statusTable = STATUS_LIST.map(
  (s) => `- \`${s}\` (HTTP ${OPEN_API_HTTP_STATUS[s]}): ${OPEN_API_STATUSES[s]}`,
).join('\n');

/** OpenAPI's path template for a Fastify path (`:postingId` → `{postingId}`). */
const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const fieldSchemas: Record<string, Json> = Object.fromEntries(
  OPEN_API_POSTING_FIELDS.map((f): [string, Json] => {
    const description = OPEN_API_FIELD_DOCS[f];
    if (f === 'regionCodes' || f === 'jobCodes') {
      return [f, { type: 'array', items: { type: 'string' }, description }];
    }
    if (f === 'postingId') return [f, { type: 'integer', description }];
    if (f === 'salaryMin' || f === 'salaryMax')
      return [f, { type: ['integer', 'null'], description }];
    if (f === 'salaryType' || f === 'closeDate')
      return [f, { type: ['string', 'null'], description }];
    return [f, { type: 'string', description }];
  }),
);

const answer = (description: string, schema: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

const refusals = (...statuses: number[]): Record<string, Json> =>
  Object.fromEntries(
    statuses.map((http) => [
      String(http),
      answer(
        STATUS_LIST.filter((s) => OPEN_API_HTTP_STATUS[s] === http)
          .map((s) => `${s} ${OPEN_API_STATUSES[s]}`)
          .join(' / '),
        'Refusal',
      ),
    ]),
  );

const fieldsParameter: Json = {
  name: 'fields',
  in: 'query',
  required: false,
  description: `받을 필드 (쉼표로 구분; 없으면 모든 필드): ${OPEN_API_POSTING_FIELDS.join(', ')}`,
  schema: { type: 'string' },
};

/**
 * The open API's own OpenAPI 3.1 document, written by hand from the
 * contract's vocabulary (parameters, fields, statuses), so it says what the
 * guide page says and cannot drift from the names the routes accept.
 */
export function openApiDocument(origin: string): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: '일터 오픈 API',
      version: '1.0.0',
      description:
        '진행 중인 채용공고를 읽는 공개 API입니다. 모든 응답은 `{ status, message, ... }` 형식이며 ' +
        `status \`000\`이 정상입니다. 인증키는 ${origin}${ROUTES.myApiKeys.path} 에서 발급받고, ` +
        '`X-API-Key` 헤더나 `apiKey` 쿼리 파라미터로 보냅니다. 이용 안내: ' +
        `${origin}${ROUTES.apiGuide.path}\n\n상태 코드:\n${statusTable}`,
    },
    servers: [{ url: origin }],
    security: [{ apiKeyHeader: [] }, { apiKeyQuery: [] }],
    paths: {
      [OPEN_API.postings]: {
        get: {
          operationId: 'searchPostings',
          summary: '채용공고 검색 (채용정보 목록과 같은 필터; 한 페이지 100건까지)',
          parameters: [
            ...OPEN_API_PARAMETERS.map((p) => ({
              name: p.name,
              in: 'query',
              required: false,
              description: p.description,
              schema: {
                type: p.type,
                ...(p.enum ? { enum: p.enum } : {}),
                ...(p.name === 'size' ? { minimum: 1, maximum: 100, default: 20 } : {}),
                ...(p.name === 'page' ? { minimum: 1, default: 1 } : {}),
              },
              ...(p.example ? { example: p.example } : {}),
            })),
          ],
          responses: {
            '200': answer(
              '000 정상 / 013 조회된 데이터가 없습니다 (items는 빈 배열)',
              'PostingPage',
            ),
            ...refusals(400, 401, 403, 429, 500),
          },
        },
      },
      [templated(OPEN_API.posting)]: {
        get: {
          operationId: 'getPosting',
          summary: '채용공고 한 건 (마감된 공고도 볼 수 있음)',
          parameters: [
            {
              name: 'postingId',
              in: 'path',
              required: true,
              description: '공고 번호',
              schema: { type: 'integer', minimum: 1 },
            },
            fieldsParameter,
          ],
          responses: {
            '200': answer('000 정상', 'PostingItem'),
            '404': answer('013 조회된 데이터가 없습니다', 'Refusal'),
            ...refusals(400, 401, 403, 429, 500),
          },
        },
      },
      [OPEN_API.openapi]: {
        get: {
          operationId: 'openApiDocument',
          summary: '이 문서 (인증키 없이 읽을 수 있음)',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1 문서' } },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'apiKey' },
      },
      schemas: {
        Status: { type: 'string', enum: STATUS_LIST, description: statusTable },
        Posting: {
          type: 'object',
          description: '고른 필드만 담깁니다 (fields).',
          properties: fieldSchemas,
        },
        PostingPage: {
          type: 'object',
          required: ['status', 'message', 'items'],
          properties: {
            status: { $ref: '#/components/schemas/Status' },
            message: { type: 'string' },
            remaining: { type: 'integer', description: '오늘 남은 호출 수' },
            page: { type: 'integer' },
            size: { type: 'integer' },
            total: { type: 'integer' },
            totalPages: { type: 'integer' },
            today: { type: 'string', description: '서버의 오늘 (YYYY-MM-DD, 한국 시간)' },
            items: { type: 'array', items: { $ref: '#/components/schemas/Posting' } },
          },
        },
        PostingItem: {
          type: 'object',
          required: ['status', 'message', 'item'],
          properties: {
            status: { $ref: '#/components/schemas/Status' },
            message: { type: 'string' },
            remaining: { type: 'integer' },
            item: { $ref: '#/components/schemas/Posting' },
          },
        },
        Refusal: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { $ref: '#/components/schemas/Status' },
            message: { type: 'string' },
            detail: {
              type: 'string',
              description: '무엇이 잘못되었는지 (예: size: 페이지 크기는 100 이하여야 합니다.)',
            },
          },
        },
      },
    },
  };
}
