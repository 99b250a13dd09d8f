import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityBoardListSchema,
  communityBoardsQuerySchema,
  communityEditableSchema,
  communityLikeBodySchema,
  communityLikeResultSchema,
  communityListQuerySchema,
  communityMeSchema,
  communityNicknameBodySchema,
  communityPostCreateSchema,
  communityPostCreatedSchema,
  communityPostIdQuerySchema,
  communityPostPageSchema,
  communityPostResultSchema,
  communityPostUpdateSchema,
  communityViewBodySchema,
  communityViewResultSchema,
  envelopeSchema,
  COMMUNITY_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { viewerIdOf } from '../auth';
import { createPostService } from './post-service';
import { createPostWrites } from './post-writes';
import { viewerKey } from '../../lib/viewer-key';
import { countView } from './views';

const TAGS = ['community'];

/**
 * Community boards and posts (decision 0030): reads are public; writing,
 * likes and the nickname need a member (post-policy: job seekers only).
 */
export const postRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const posts = createPostService(db, app.clock);
  const writes = createPostWrites(db, app.files, app.clock);
  const viewerId = viewerIdOf(app);
  const paths = COMMUNITY_API;

  app.get(
    paths.boards,
    {
      schema: {
        tags: TAGS,
        summary: '게시판 목록 (일반 게시판, 글이 있는 자격증·어학 게시판 순)',
        querystring: communityBoardsQuerySchema,
        response: { 200: envelopeSchema(communityBoardListSchema) },
      },
    },
    async (request) => ok(await posts.boards(request.query)),
  );

  app.get(
    paths.list,
    {
      schema: {
        tags: TAGS,
        summary: '게시글 목록 (게시판·자격증별, 검색, 정렬, 공지)',
        querystring: communityListQuerySchema,
        response: { 200: envelopeSchema(communityPostPageSchema) },
      },
    },
    async (request) => ok(await posts.list(request.query, await viewerId(request))),
  );

  app.get(
    paths.detail,
    {
      schema: {
        tags: TAGS,
        summary: '게시글 상세 (신고로 가려진 글은 reported와 안내 주소)',
        querystring: communityPostIdQuerySchema,
        response: { 200: envelopeSchema(communityPostResultSchema) },
      },
    },
    async (request) => ok(await posts.detail(request.query.postId, await viewerId(request))),
  );

  app.post(
    paths.view,
    {
      schema: {
        tags: TAGS,
        summary: '조회수 (보는 사람마다 하루 한 번)',
        body: communityViewBodySchema,
        response: { 200: envelopeSchema(communityViewResultSchema) },
      },
    },
    async (request) => {
      const key = viewerKey(app.config.secrets.cookie, 'community-view', {
        userId: await viewerId(request),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(await countView(app, request.body.postId, key));
    },
  );

  app.post(
    paths.like,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '추천 (누를 때마다 추천과 취소)',
        body: communityLikeBodySchema,
        response: { 200: envelopeSchema(communityLikeResultSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      return ok(await posts.like(actor, user.userId, request.body.postId));
    },
  );

  app.get(
    paths.me,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 커뮤니티 정보 (닉네임, 진행 중인 글쓰기 제한)',
        response: { 200: envelopeSchema(communityMeSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      return ok(await posts.me(actor, user.userId));
    },
  );

  app.post(
    paths.nickname,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '닉네임 정하기 (한 번만; 아이디·이름은 불가)',
        body: communityNicknameBodySchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      await posts.chooseNickname(actor, user, request.body.nickname);
      return reply.status(201).send(ok(null, 'REGISTERED', '닉네임을 정했습니다.'));
    },
  );

  app.get(
    paths.editable,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '수정할 내 글 (작성자만)',
        querystring: communityPostIdQuerySchema,
        response: { 200: envelopeSchema(communityEditableSchema) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      return ok(await posts.editable(actor, request.query.postId));
    },
  );

  app.post(
    paths.post,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '글쓰기 (게시판 번호, 또는 자격증·어학시험으로; 첫 글이 게시판을 만듦)',
        body: communityPostCreateSchema,
        response: { 201: envelopeSchema(communityPostCreatedSchema) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      const created = await writes.create(actor, user.userId, request.body);
      return reply.status(201).send(ok(created, 'REGISTERED', '글을 등록했습니다.'));
    },
  );

  app.put(
    paths.post,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '글 수정 (작성자만; 게시판은 그대로)',
        body: communityPostUpdateSchema,
        response: { 200: envelopeSchema(communityPostCreatedSchema.pick({ postId: true })) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      const { postId, ...input } = request.body;
      await writes.update(actor, user.userId, postId, input);
      return ok({ postId }, 'CHANGED', '글을 수정했습니다.');
    },
  );

  app.delete(
    paths.post,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '글 삭제 (작성자만)',
        querystring: communityPostIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      await writes.remove(actor, request.query.postId);
      return ok(null, 'DELETED', '글을 삭제했습니다.');
    },
  );

  done();
};
