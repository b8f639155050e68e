/** SCIM's error answers (RFC 7644 §3.12): every failure of /scim/v2 in its format, never a stack trace. */
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../../domain/errors';
import { domainErrorDeclaration } from '../../../http/domain-errors';
import { ERROR_SCHEMA, SCIM_CONTENT_TYPE } from './scim-schemas';

export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

/** A failure as SCIM says it: a domain failure keeps its status and English text; anything else is a plain 500. */
export function scimFailure(err: unknown): ScimError {
  if (err instanceof ScimError) return err;
  if (err instanceof DomainError) {
    const { status, en } = domainErrorDeclaration(err.code);
    return new ScimError(status, en, status === 409 ? 'uniqueness' : status === 400 ? 'invalidValue' : undefined);
  }
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return new ScimError(status, status === 413 ? 'The request body is too large' : 'The request is malformed', 'invalidSyntax');
  return new ScimError(500, 'The server could not complete the request');
}

export function sendScimError(reply: FastifyReply, error: ScimError): FastifyReply {
  return reply
    .code(error.status)
    .type(SCIM_CONTENT_TYPE)
    .send({ schemas: [ERROR_SCHEMA], status: String(error.status), ...(error.scimType ? { scimType: error.scimType } : {}), detail: error.detail });
}
