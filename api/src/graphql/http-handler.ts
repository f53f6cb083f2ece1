import type { ApolloServer, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Callers } from '../auth/caller';
import type { GraphQLContext } from './context';
import type { SharedResponseCache } from '../shared-lists/shared-response-cache';

/**
 * Express → Apollo, as `@as-integrations/express5` does it, with one addition: answers for shared
 * lists come from the SharedResponseCache when they are current, without running the operation.
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  context: (req: Request, res: Response) => Promise<GraphQLContext>,
  callers: Callers,
  cache: SharedResponseCache,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = req.method === 'POST' && req.is('application/json') ? await cacheKey(req, callers, cache) : undefined;
      const cached = key ? cache.get(key) : undefined;
      if (cached) {
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        // Set before send(), which then does not hash the body again.
        res.setHeader('ETag', cached.etag);
        res.status(200).send(cached.body);
        return;
      }
      const generation = cache.currentGeneration();

      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const httpGraphQLRequest: HTTPGraphQLRequest = {
        method: req.method.toUpperCase(),
        headers,
        search: searchOf(req.originalUrl),
        body: req.body,
      };
      const response = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context(req, res) });
      const responseHeaders: [string, string][] = [...response.headers];
      for (const [name, value] of responseHeaders) res.setHeader(name, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        if (key && res.statusCode === 200 && !response.body.string.includes('"errors":')) {
          cache.set(key, generation, response.body.string, responseHeaders);
        }
        // An answer kept for others goes out with the ETag its copies will carry.
        if (key) res.send(response.body.string);
        else sendAnswer(req, res, response.body.string);
        return;
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}

/** The query string with its `?` (Apollo reads GET operations from it), without parsing the whole URL. */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * An answer to a POST is never revalidated, so it is sent without the ETag that res.send would hash
 * from every body (a few per cent of a list's CPU time); GET queries keep it.
 */
function sendAnswer(req: Request, res: Response, body: string): void {
  if (req.method !== 'POST') {
    res.send(body);
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * The viewer's role is part of the key; a bad or ended token is left to Apollo's context (401). Requests
 * with an API key never use the cache: each is authenticated, counted and scope-checked.
 */
async function cacheKey(req: Request, callers: Callers, cache: SharedResponseCache): Promise<string | undefined> {
  if (callers.bearsApiKey(req.headers.authorization) || !cache.mayShare(req.body)) return undefined;
  try {
    // A token whose session was ended is no key to a cached answer: Apollo answers it 401.
    const viewer = await callers.viewer(req.headers.authorization);
    return cache.keyFor(req.body, viewer?.role ?? 'anonymous');
  } catch {
    return undefined;
  }
}
