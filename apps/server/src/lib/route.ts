import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas, SchemasOf } from '@sewee/shared';

/** The validated value of a schema slot (`undefined` when the description has none). */
type Out<E extends Endpoint, K extends keyof EndpointSchemas> = K extends keyof SchemasOf<E>
  ? NonNullable<SchemasOf<E>[K]> extends z.ZodType
    ? z.output<NonNullable<SchemasOf<E>[K]>>
    : undefined
  : undefined;

/** The request a handler of `E` gets: params, query and body already validated by E's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E, 'params'>;
  Querystring: Out<E, 'query'>;
  Body: Out<E, 'body'>;
}>;

/** What a handler answers: the response before serialization, or the reply it sent itself (a cached body). */
export type EndpointResult<E extends Endpoint> = z.input<SchemasOf<E>['response']> | FastifyReply;

/** Route options a module may add to its description (limits, route config); never method, path or schema. */
export type EndpointRouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/**
 * Registers the route an endpoint description names, with its schemas for validation and for
 * serializing the answer, and answers with the description's status (201 for a creation). The one
 * place the server turns a shared description into a Fastify route, so the path, the schemas and
 * the status cannot drift between server and web.
 */
export async function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E>>,
): Promise<void> {
  const status = endpoint.status ?? 200;
  const { params, query, body, response } = (await endpoint.schemas()) as EndpointSchemas;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { [status]: response },
    },
    handler: async (req, reply) => {
      reply.code(status);
      // Fastify validated params, query and body with the description's schemas before this runs.
      return handler(req as unknown as EndpointRequest<E>, reply);
    },
  });
}
