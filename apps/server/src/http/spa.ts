import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, COOKIE_NAMES, findRoute, type RouteId } from '@ilteo/contract';
import { screenHtml } from './route-preloads';

const HASHED_ASSET = /^\/assets\//;
/** The one route @fastify/static registers for the whole build (`wildcard: true`). */
const WEB_BUILD_ROUTE = '/*';

/**
 * Whether a request is for the web build: one of its files (code, styles,
 * fonts, images, index.html) or a page the SPA fallback answers. All of them
 * reach the static plugin's wildcard route first; so do unknown API paths,
 * which are not the web build. The API's rate limits leave these alone
 * (decision 0003): a page load fetches many files, and counting them
 * refused code to ordinary visitors.
 */
export function isWebBuildRequest(request: FastifyRequest): boolean {
  return request.routeOptions.url === WEB_BUILD_ROUTE && !request.url.startsWith(API_PREFIX);
}

/**
 * Whether the answers to a screen's first calls, fetched now with the page,
 * are what the app would get when it asks: yes for a visitor (no session to
 * refresh) and for a member whose access token is valid. A member whose
 * token is missing or expired is about to refresh it; an answer fetched now
 * would be the old token's 401, handed to the app after the refresh as if
 * new, and the app would refresh a second time. That page names no calls.
 */
function callsWillBeCurrent(request: FastifyRequest): boolean {
  return !request.cookies[COOKIE_NAMES.refreshToken] || request.access?.state === 'valid';
}

/**
 * Rewrites index.html for one screen (a real title, meta tags, JSON-LD), so
 * crawlers and link previews see the content without running JavaScript;
 * undefined keeps the plain index.html.
 */
export type PageRenderer = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Page renderers by route id; areas add theirs when they register. */
    pageRenderers: Map<RouteId, PageRenderer>;
  }
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html
 * is never cached, so a deploy is seen at the next navigation. Text files are
 * sent as the build's brotli or gzip copies (`.br`, `.gz` written by the web
 * build) to browsers that accept them: compressed once at build time, at the
 * strongest level, never per request. Every GET for
 * a path that is not an API and not a file gets index.html (SPA fallback).
 * Returns the fallback for the not-found handler, or undefined when there is
 * no build to serve (an API-only node).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<
  | ((
      request: FastifyRequest,
      reply: FastifyReply,
    ) => FastifyReply | Promise<FastifyReply> | undefined)
  | undefined
> {
  app.decorate('pageRenderers', new Map<RouteId, PageRenderer>());
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web build not found; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // `/` is the app too; any other directory is refused (403 → 202).
    index: 'index.html',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const rel = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;
      void reply.header(
        'Cache-Control',
        HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const indexHtml = readFileSync(indexFile, 'utf8');
  const htmlFor = screenHtml(distDir, indexHtml);
  return (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      !HASHED_ASSET.test(request.url);
    if (!isPage) return undefined;
    const send = (html: string) => {
      // The not-found handler is no route, so the compression hook is called by hand.
      reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      reply.compress(html);
      return reply;
    };
    const route = findRoute(request.url);
    const html = route
      ? htmlFor(route.id, new URL(request.url, 'http://page.invalid'), {
          calls: callsWillBeCurrent(request),
        })
      : indexHtml;
    const render = route ? app.pageRenderers.get(route.id) : undefined;
    if (!render) return send(html);
    // The page must open even when its head cannot be rendered.
    return render(request, html).then(
      (rendered) => send(rendered ?? html),
      (err: unknown) => {
        request.log.error({ err }, 'page head not rendered');
        return send(html);
      },
    );
  };
}
