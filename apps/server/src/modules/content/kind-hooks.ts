import fp from 'fastify-plugin';
import type { ContentKind } from '@ilteo/contract';
import { CONTENT_REGISTRY } from './content-registry';
import type { AuthoredHooks, KindHooks, ModerationHooks } from './registry-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks the areas provide for their kinds (moderation, 작성 이력). */
    contentKinds: ContentKindHooks;
  }
}

export interface ContentKindHooks {
  /** Called once by the owning area's plugin, for a kind the registry has made available. */
  provide(kind: ContentKind, hooks: KindHooks): void;
  moderation(kind: ContentKind): ModerationHooks | undefined;
  authored(kind: ContentKind): AuthoredHooks | undefined;
}

/**
 * Per-kind behaviour that lives in the area owning the kind (changing a
 * post's state, listing a member's comments). Areas hand it over at start-up
 * instead of the content module importing them: modules may depend on
 * content, never the reverse (eslint/server-boundaries.js).
 */
export function createContentKindHooks(): ContentKindHooks {
  const hooks = new Map<ContentKind, KindHooks>();
  return {
    provide(kind, given) {
      if (CONTENT_REGISTRY[kind].status !== 'available') {
        throw new Error(`content kind ${kind} is not available: hooks cannot be provided`);
      }
      hooks.set(kind, { ...hooks.get(kind), ...given });
    },
    moderation: (kind) => hooks.get(kind)?.moderation,
    authored: (kind) => hooks.get(kind)?.authored,
  };
}

export const contentKindHooksPlugin = fp(
  (app, _options, done) => {
    app.decorate('contentKinds', createContentKindHooks());
    done();
  },
  { name: 'content-kind-hooks' },
);
