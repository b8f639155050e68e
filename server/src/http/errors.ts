/**
 * Errors become the spec's envelope in one place. Domain errors carry a code that maps to `e` and a localised
 * message; schema failures name the field; framework and client errors (bad URL encoding, oversized headers)
 * get a fixed text that never echoes the input; anything else is a 500 whose details go only to the log.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorCode } from '../../../contract/envelope';
import { DomainError, type DomainErrorTable } from '../domain/errors';
import { domainErrorDeclaration, registerDomainErrors } from './domain-errors';
import { pickLanguage, t, type Lang } from './messages';

interface AjvIssue {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function describeIssue(issue: AjvIssue, context: string | undefined, lang: Lang): string {
  const field =
    (issue.keyword === 'required' ? String(issue.params.missingProperty) : issue.instancePath?.replace(/^\//, '').replace(/\//g, '.')) ||
    context ||
    '';
  const limit = issue.params.limit as number | undefined;
  switch (issue.keyword) {
    case 'required':
      return t(lang, 'missingField', { field });
    case 'type':
      return t(lang, 'wrongType', { field, type: t(lang, `type.${String(issue.params.type)}`) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t(lang, 'tooLarge', { field, limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return t(lang, 'tooSmall', { field, limit });
    case 'maxLength':
    case 'maxItems':
      return t(lang, 'tooLong', { field, limit });
    case 'minLength':
      return limit === 1 ? t(lang, 'empty', { field }) : t(lang, 'tooShort', { field, limit });
    case 'pattern':
    case 'format':
      return t(lang, 'badFormat', { field });
    default:
      return t(lang, 'notAllowed', { field });
  }
}

function send(reply: FastifyReply, status: number, e: number, m: string): FastifyReply {
  return reply.status(status).send({ e, m, d: null });
}

export function domainErrorMessage(error: DomainError, lang: Lang): string {
  return t(lang, error.code, error.details);
}

/** `areaErrors`: every area's declared failures (server/src/modules/<area>/<area>.errors.ts), composed by app.ts. */
export function installErrorHandling(app: FastifyInstance, areaErrors: readonly DomainErrorTable[]): void {
  registerDomainErrors(areaErrors);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof DomainError) {
      const { e, status } = domainErrorDeclaration(error.code);
      if (error.details.retryAfter !== undefined) reply.header('retry-after', String(error.details.retryAfter));
      return send(reply, status, e, domainErrorMessage(error, lang));
    }
    if (error.validation) {
      return send(reply, 400, ErrorCode.INVALID_INPUT, describeIssue(error.validation[0] as AjvIssue, error.validationContext, lang));
    }
    if (error.statusCode === 429) return send(reply, 429, ErrorCode.TOO_MANY_REQUESTS, t(lang, 'tooManyRequests'));
    if (error.statusCode === 413) return send(reply, 413, ErrorCode.INVALID_INPUT, t(lang, 'bodyTooLarge'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed bodies, unsupported content types and the like: the client's fault, said plainly.
      return send(reply, error.statusCode, ErrorCode.INVALID_INPUT, t(lang, 'badRequest'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, ErrorCode.SERVER_ERROR, t(lang, 'serverError'));
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    return send(reply, 404, ErrorCode.NOT_FOUND, t(lang, 'notFound'));
  });
}

/**
 * Fastify's own answers to a URL it cannot decode echo the input outside the envelope; this one says it plainly.
 * Passed to Fastify's `frameworkErrors` option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  const lang = pickLanguage(request.headers['accept-language']);
  void send(reply, 400, ErrorCode.INVALID_INPUT, t(lang, 'badRequest'));
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, broken request lines):
 * answer with the envelope and close, never echoing what was sent. Passed to Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({ e: ErrorCode.INVALID_INPUT, m: t('zh', tooLarge ? 'headersTooLarge' : 'badRequest'), d: null });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
