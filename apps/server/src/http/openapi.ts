import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API } from '@ilteo/contract';

/** OpenAPI document generated from the route schemas, with its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '일터 API',
        description:
          '구직자용 일터 API. 모든 응답은 `{code, message, data}` 형식이며 code `001`이 성공입니다. ' +
          '상태를 바꾸는 요청(POST·PUT·PATCH·DELETE)은 응답 헤더로 받은 `X-CSRF-Token`을 요청 헤더로 보내야 합니다.',
        version: '1.0.0',
      },
      tags: [
        { name: 'system', description: '상태 확인' },
        { name: 'cmmn', description: '공통 코드·메뉴·파일' },
        {
          name: 'employer',
          description:
            '기업회원의 채용 심사: 가입, 자사 공고의 지원자, 지원서 열람(기록·횟수 제한), 전형 결과, 평가위원, 증명서 확인',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API.system.docs,
    staticCSP: true,
    transformStaticCSP: (header) => header,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
