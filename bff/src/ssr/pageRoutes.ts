import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import fastifyStatic from '@fastify/static';
import type { ViteDevServer } from 'vite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracer } from '@termin/telemetry';
import type { ExecuteGraphQL, PageForm } from '@termin/web/ssr-contract';
import type { GraphQLContext } from '../graphql/context.js';
import type { GatewayServices } from '../services.js';
import { createContext, languageFromHeader } from '../graphql/createContext.js';
import { bookingApiFor, type Language } from '../upstream/bookingApi.js';
import { routeRedirect } from '../upstream/routeRulesApi.js';
import { contentSecurityPolicy, cspNonce } from './contentSecurityPolicy.js';
import { pageDeadline, withPageDeadline } from './pageDeadline.js';
import {
  createPageCache,
  pageBody,
  pageCacheKey,
  wholePage,
  type CachedPage,
} from './pageCache.js';
import { etagMatches, privatePage, publicPageCacheControl, publicPageVary } from './publicPages.js';
import { acceptClientHints, looksLikePhone, viewportHintHeaders } from './viewportHints.js';
import { createRenderer } from './renderer.js';
import { rootLocale, servedPrefixes } from './rootLocale.js';
import { fromThisSite } from './formOrigin.js';
import { gatewayLanguageOf } from '../http/gatewayMessages.js';
import { gatewayPage, gatewayPagePolicy, gatewayTexts } from '../http/gatewayPage.js';

/** A page form carries a few short fields; anything larger is not one of ours. */
const pageFormBodyLimit = 16 * 1024;

/** Crawlers and audit tools get the complete document in one piece instead of a stream. */
const waitForAllAgents = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly/i;

/** The encoding a page is sent in for the browser's Accept-Encoding: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The page's compression for the browser's Accept-Encoding: brotli at a streaming-friendly level,
 * else gzip, else none. React flushes the stream after each part it writes (see `html.flush`), so
 * a streamed shell still arrives early.
 */
export function pageCompression(
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; stream: BrotliCompress | Gzip } | undefined {
  const encoding = pageEncoding(acceptEncoding);
  if (encoding === 'br') {
    return {
      encoding,
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === 'gzip') return { encoding, stream: createGzip() };
  return undefined;
}

/**
 * The document through its compressor. React asks its destination for a flush after each piece
 * it writes: the compressor then sends what it holds once everything written before has gone in,
 * so a shell sent ahead of slow data reaches the browser then, not with the rest of the page.
 */
export function compressedBody(html: PassThrough, compressor: BrotliCompress | Gzip) {
  let flushWanted = false;
  const flushWhenIn = () => {
    // Whatever html still holds has not reached the compressor: flush after the last of it.
    if (html.readableLength > 0) flushWanted = true;
    else if (!compressor.writableEnded) compressor.flush();
  };
  const forward = (chunk: Buffer) => {
    if (!compressor.write(chunk)) {
      html.pause();
      compressor.once('drain', () => html.resume());
    }
    if (flushWanted && html.readableLength === 0) {
      flushWanted = false;
      compressor.flush();
    }
  };
  html.on('data', forward);
  html.once('end', () => compressor.end());
  // The response destroys the compressor when the visitor leaves mid-stream; it will never drain
  // again, so html stops forwarding and runs out on its own (the page cache's listener drops it).
  compressor.once('close', () => {
    if (html.readableEnded) return;
    html.off('data', forward);
    html.resume();
  });
  Object.assign(html, { flush: flushWhenIn });
  return compressor;
}

/**
 * Runs GraphQL in-process for the server render. A render's queries share one context per
 * language, so its DataLoaders batch and dedupe across all of the page's loaders; a mutation
 * (a form's action) starts afresh, so what it changed is read again after it.
 */
function inProcessGraphQL(
  apollo: ApolloServer<GraphQLContext>,
  services: GatewayServices,
  request: FastifyRequest,
  reply: FastifyReply,
): ExecuteGraphQL {
  const contexts = new Map<Language, Promise<GraphQLContext>>();
  const contextFor = (language: Language) => {
    let made = contexts.get(language);
    if (!made) {
      made = createContext(services, request, reply, { language, inProcess: true });
      contexts.set(language, made);
    }
    return made;
  };
  return async ({ documentId, query, variables, operationName, headers, mutation }) => {
    const language = languageFromHeader(headers?.['accept-language']);
    // A mutation's context is its own; the queries after it start a new one.
    if (mutation) contexts.clear();
    const contextValue = mutation
      ? await createContext(services, request, reply, { language, inProcess: true })
      : await contextFor(language);
    const response = await apollo.executeOperation(
      {
        // By hash, the text comes from web's manifest (Apollo's persisted-query store).
        ...(documentId
          ? { extensions: { persistedQuery: { version: 1, sha256Hash: documentId } } }
          : { query }),
        variables,
        operationName,
      },
      {
        contextValue,
      },
    );
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used in SSR');
    const { data, errors } = response.body.singleResult;
    return { data, errors };
  };
}

export async function registerPageRoutes(
  app: FastifyInstance,
  services: GatewayServices,
  apollo: ApolloServer<GraphQLContext>,
  vite?: ViteDevServer,
) {
  const { config, metrics } = services;
  const renderer = await createRenderer(config, app, vite);

  if (!config.viteDev) {
    // Every built client file gets its own route (wildcard: false), so unknown paths still reach
    // the page renderer. Hashed assets are cached for a year, the rest (favicon, robots) for a day.
    await app.register(fastifyStatic, {
      root: join(config.webDist, 'client'),
      prefix: '/',
      wildcard: false,
      // The web build writes .br and .gz copies (web/vite/build.mjs); browsers get the smallest.
      preCompressed: true,
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      },
    });
  }

  const served = servedPrefixes(config.publicConfig.region);
  const pageCache = config.viteDev ? undefined : createPageCache({ ttlMs: config.pageCacheTtlMs });
  const policy = (nonce: string | undefined, scriptHashes?: string[]) =>
    contentSecurityPolicy(nonce, {
      dev: config.viteDev,
      maps: !!config.publicConfig.mapsToken,
      scriptHashes,
    });

  const publicCacheControl = publicPageCacheControl(config.pageEdge);

  /**
   * Sends a public page whole, as any cache may keep it: its validator (304 when the client has
   * it), the cache headers and a policy that allows its scripts by hash, never by a nonce.
   */
  const sendPublic = async (request: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    reply
      .header('cache-control', publicCacheControl)
      .header('vary', publicPageVary)
      .header('etag', page.etag)
      .header('content-security-policy', policy(undefined, page.scriptHashes))
      // The edge streams pages through unbuffered; a whole public page it buffers, and so keeps.
      .header('x-accel-buffering', 'yes');
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .send(await pageBody(page, encoding));
  };

  /**
   * Renders the page at the request's URL and streams it as the reply; with a form, the route's
   * action runs first (a form sent before the page's script ran, or without JavaScript). A page
   * that may be public (`cacheKey`: no one's request) and that the app rendered for no one is
   * sent whole instead, as a public page.
   */
  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    options: { cacheKey?: string; waitForAll: boolean; form?: PageForm },
  ) => {
    const { cacheKey, waitForAll, form } = options;
    const nonce = cspNonce();
    await renderer.ready();
    const deadline = pageDeadline(config.upstreamTimeoutMs);
    const language = languageFromHeader(request.headers['accept-language']);
    const started = performance.now();
    // One span per render, named by the page type once the route is known; the operations and
    // upstream calls of its loaders nest under it. It ends when the document has been sent.
    const span = tracer.startSpan('render page');
    reply.raw.once('close', () => span.end());
    const result = await context
      .with(trace.setSpan(context.active(), span), async () =>
        renderer.render({
          url: request.url,
          origin: config.publicConfig.siteUrl,
          headers: {
            cookie: request.headers.cookie,
            'accept-language': request.headers['accept-language'],
            'user-agent': request.headers['user-agent'],
            // The first render's guess of a phone without a viewport cookie (spec §9).
            ...Object.fromEntries(
              viewportHintHeaders.map((name) => [
                name,
                request.headers[name] as string | undefined,
              ]),
            ),
          },
          nonce,
          session: { loggedIn: (await services.sessions.read(request)) !== undefined },
          executeGraphQL: withPageDeadline(
            inProcessGraphQL(apollo, services, request, reply),
            deadline,
          ),
          // Every render checks its path against the route rules: asked directly, not as an
          // operation through Apollo's pipeline (the lookup GraphQL's routeRedirect makes). Past
          // the page's deadline there is no rule, and the page's data answers the 503.
          findRouteRule: (path) =>
            deadline(
              () => routeRedirect(bookingApiFor(services, request, language), path),
              () => null,
            ),
          publicConfig: config.publicConfig,
          assets: await renderer.assets(),
          waitForAll,
          slowDataWaitMs: config.slowDataWaitMs,
          form,
        }),
      )
      .catch((error: unknown) => {
        // Not even the root's error boundary rendered: bff's own page, not Fastify's JSON.
        request.log.error({ err: error, url: request.url }, 'page render failed');
        span.setStatus({ code: SpanStatusCode.ERROR });
        return undefined;
      });
    if (!result) {
      const gatewayLanguage = gatewayLanguageOf(request);
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', gatewayPagePolicy)
        .send(
          gatewayPage(
            gatewayLanguage,
            gatewayTexts(services.gatewayMessages, gatewayLanguage, 'failed'),
            request.url,
          ),
        );
    }

    const page = result.kind === 'html' ? result.route : 'redirect';
    span.updateName(`render ${page}`);
    span.setAttributes({ 'termin.page': page, 'http.response.status_code': result.status });
    if (result.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    metrics.ssrRenderDuration.observe(
      { status: String(result.status), page },
      (performance.now() - started) / 1000,
    );
    if (result.kind === 'html') {
      // A loader's or component's exception: the page shows the error page, the log its stack
      // (once the document has streamed, so errors met while streaming are in too).
      reply.raw.once('close', () => {
        for (const error of result.errors)
          request.log.error({ err: error, url: request.url, page }, 'page render error');
      });
    }
    if (result.kind === 'redirect') {
      // After a form, the browser loads the next page with a GET (Post/Redirect/Get).
      return reply.redirect(result.location, form && result.status === 302 ? 303 : result.status);
    }
    // The response closing before it finished: the visitor went away mid-stream.
    let aborted = false;
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished) return;
      aborted = true;
      result.abort();
    });
    if (cacheKey !== undefined && result.cacheable) {
      const page = wholePage(result.status, await wholeDocument(result));
      // Only a complete document; and a response that set a cookie was about someone after all.
      if (!aborted && !result.failed() && !reply.hasHeader('set-cookie')) {
        pageCache?.set(cacheKey, page);
        return sendPublic(request, reply, page);
      }
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .status(result.failed() ? 500 : page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', policy(nonce))
        .send(await pageBody(page, encoding));
    }
    const compression = pageCompression(request.headers['accept-encoding']);
    const html = new PassThrough();
    const body = compression ? compressedBody(html, compression.stream) : html;
    result.pipe(html);
    if (compression) reply.header('content-encoding', compression.encoding);
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', policy(nonce))
      .send(body);
  };

  app.get('/*', async (request, reply) => {
    const waitForAll = waitForAllAgents.test(request.headers['user-agent'] ?? '');
    // Under Vite's dev server nothing is public: its preamble and HMR scripts are not the page's.
    const cacheKey = config.viteDev
      ? undefined
      : pageCacheKey(request.url, request.cookies, looksLikePhone(request.headers));
    reply
      .header('vary', 'accept-encoding')
      .header('cache-control', privatePage)
      .header('accept-ch', acceptClientHints);
    // spec §2: `/` goes to the locale cookie's prefix, or on a first visit the browser's language.
    const [path, query] = request.url.split(/(?=\?)/);
    if (path === '/') {
      const prefix = rootLocale(request.cookies.locale, request.headers['accept-language'], served);
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      return reply.redirect(`/${prefix}${query ?? ''}`, 302);
    }
    if (cacheKey !== undefined && pageCache) {
      const cached = pageCache.get(cacheKey);
      metrics.pageCacheLookups.inc({ result: cached ? 'hit' : 'miss' });
      if (cached) return sendPublic(request, reply.header('x-page-cache', 'hit'), cached);
    }

    return renderPage(request, reply, { cacheKey, waitForAll });
  });

  // Forms post to their page's own URL: the route's action answers (spec: every form works
  // before the page's script has run). Only url-encoded forms, small, and only from this site.
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: pageFormBodyLimit },
      (_request, body, done) => done(null, body),
    );
    forms.post('/*', async (request, reply) => {
      reply.header('cache-control', privatePage);
      // Other bodies (JSON reaches here through the root's parser) are not a page's form.
      if (typeof request.body !== 'string') return reply.status(415).send();
      if (!fromThisSite(request, config.publicConfig.siteUrl)) {
        const language = gatewayLanguageOf(request);
        return reply
          .status(403)
          .type('text/plain; charset=utf-8')
          .send(services.gatewayMessages[language]['gateway.crossSiteForm']);
      }
      return renderPage(request, reply, {
        waitForAll: false,
        form: { contentType: 'application/x-www-form-urlencoded', body: request.body as string },
      });
    });
  });
}

/**
 * The rendered document, whole. It ends however the render does (an abort or an error as well:
 * the result's failed() tells them apart).
 */
function wholeDocument(result: { pipe: (destination: NodeJS.WritableStream) => void }) {
  const document = new PassThrough();
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const whole = new Promise<Buffer>((resolve) => {
    const done = () => resolve(Buffer.concat(chunks));
    document.once('end', done);
    document.once('close', done);
    document.once('error', done);
  });
  result.pipe(document);
  return whole;
}
