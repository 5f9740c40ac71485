import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * Media types the contracts only ever send (file downloads, CSV reports), never accept.
 * fastify-openapi-glue warns at every start about each media type of a contract that has no body
 * parser, response types included. A parser that refuses these as request bodies with Fastify's
 * own 415, the same answer as having no parser, keeps a clean start free of warnings.
 */
export const RESPONSE_ONLY_MEDIA_TYPES = ['application/octet-stream', 'text/csv'] as const;

export function refuseResponseOnlyMediaTypes(app: FastifyInstance) {
  for (const type of RESPONSE_ONLY_MEDIA_TYPES) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_request, _payload, done) => done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined));
  }
}
