/**
 * Errors become the spec's envelope in one place. Expected failures are AppErrors with an envelope code;
 * schema failures name the field; anything else is a 500 whose details go only to the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../contract/envelope';
import { pickLanguage, t, type Lang } from './messages';

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof AppError) return send(reply, error.httpStatus, error.code, error.message);
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
