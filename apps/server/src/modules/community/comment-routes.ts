import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  communityCommentCreateSchema,
  communityCommentCreatedSchema,
  communityCommentIdQuerySchema,
  communityCommentPageSchema,
  communityCommentUpdateSchema,
  communityCommentsQuerySchema,
  envelopeSchema,
  COMMUNITY_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf, actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import { createCommentService } from './comment-service';

const TAGS = ['community'];

/**
 * Comments and replies of community posts: the page is public; writing,
 * editing and deleting need a member (comment-policy).
 */
export const commentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const comments = createCommentService(app.database.db, app.alarms, app.clock);
  const viewer = viewerOf(app);
  const path = COMMUNITY_API.comment;

  app.get(
    COMMUNITY_API.comments,
    {
      schema: {
        tags: TAGS,
        summary: '댓글 목록 (작성순, 댓글마다 답글 전부; 답글 있는 삭제 댓글은 표시만)',
        querystring: communityCommentsQuerySchema,
        response: { 200: envelopeSchema(communityCommentPageSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(await viewer(request));
      return ok(await comments.list(actor, request.query.postId, request.query.page));
    },
  );

  app.post(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '댓글·답글 작성 (답글은 댓글에만; 회원만)',
        body: communityCommentCreateSchema,
        response: { 201: envelopeSchema(communityCommentCreatedSchema) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      const commentId = await comments.create(actor, user.userId, request.body);
      // The author's alarm is pushed through the outbox, now rather than at the next sweep.
      app.outbox.kick();
      return reply.status(201).send(ok({ commentId }, 'REGISTERED', '댓글을 등록했습니다.'));
    },
  );

  app.put(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '댓글 수정 (작성자만)',
        body: communityCommentUpdateSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      await comments.update(actor, request.body.commentId, request.body.body);
      return ok(null, 'CHANGED', '댓글을 수정했습니다.');
    },
  );

  app.delete(
    path,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '댓글 삭제 (작성자만; 답글이 있으면 "삭제된 댓글입니다"로 남음)',
        querystring: communityCommentIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      await comments.remove(actor, request.query.commentId);
      return ok(null, 'DELETED', '댓글을 삭제했습니다.');
    },
  );

  done();
};
