/**
 * Acting for someone else (spec §6, §7), checked in one place for every call:
 * - a session that acts for a granting account is re-checked against the grant on each call; a revoked or expired
 *   grant returns the session to the real person and answers 授权已失效，已返回本人账号 (e 10044);
 * - acting reaches only what the grant gives: no back-office calls, no `personal` call of the table (the account
 *   itself, its grants or way in, its period away), and only the services a limited grant names; every change made
 *   is audited with both people;
 * - agent params (agent_uid, starter_depart_id) in a payload are accepted only with a valid grant from that person.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, OwnedKind } from '../../../contract/call';
import { DomainError } from '../domain/errors';
import { setSessionCookies } from './caller';
import type { AppDeps, SessionUser } from './context';
import { idsIn } from './ownership';

type Payload = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** The service a payload's app_id names. */
function appIdIn(payload: Payload): number | undefined {
  const appId = Number(payload.app_id);
  return Number.isInteger(appId) && appId > 0 ? appId : undefined;
}

/**
 * The services of the objects a call's payload names, each read from the object itself: an application's, a task's
 * application's, a file's applications' (any one of them reaches the file; a file no form holds names none), and the
 * service a declared app_id names. One entry per object, listing the services that reach it.
 */
async function servicesNamed(deps: AppDeps, call: CallDef, payload: Payload): Promise<number[][]> {
  const appId = appIdIn(payload);
  const named: number[][] = appId === undefined ? [] : [[appId]];
  for (const [field, kind] of Object.entries(call.owns ?? {}) as [string, OwnedKind][]) {
    const ids = idsIn(payload[field]).filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) continue;
    const resolve = deps.hooks.servicesOf[kind];
    if (resolve) named.push(...(await resolve(deps.db, ids)));
  }
  return named;
}

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export interface ActingSession {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export async function guardActing(deps: AppDeps, call: CallDef, session: ActingSession, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { user, token } = session;
  const real = user.actor_uid;
  if (!real || call.handlesActing) return;
  if (!(await deps.hooks.acting.mayActFor(deps.db, user.uid, real))) {
    await deps.sessions.moveToUser(token, real, null);
    setSessionCookies(request, reply, token, real, session.expiresAt);
    await deps.hooks.acting.recordUse(deps.db, origin(request), { outcome: 'failure', uid: user.uid, actorUid: real, reason: 'grants.ended', call: call.name });
    throw new DomainError('grants.ended');
  }
  if (call.access === 'admin' || call.personal) throw new DomainError('grants.notWhileActing');
  if (call.method !== 'GET') {
    await deps.hooks.acting.recordUse(deps.db, origin(request), { outcome: 'success', uid: user.uid, actorUid: real, call: call.name });
  }
}

/**
 * Acting under grants limited to some services, every object the payload names must be of one of them (else
 * grants.notCovered). Runs after the ownership guard, so an id that is not the granting person's, or names nothing,
 * keeps that guard's one answer.
 */
export async function demandGrantReach(deps: AppDeps, call: CallDef, payload: Payload, user: SessionUser): Promise<void> {
  if (!user.actor_uid || call.handlesActing) return;
  const reached = await deps.hooks.acting.servicesReached(deps.db, user.uid, user.actor_uid);
  if (!reached) return;
  const named = await servicesNamed(deps, call, payload);
  if (!named.every((services) => services.some((s) => reached.includes(s)))) throw new DomainError('grants.notCovered');
}

/**
 * The services a session acting under grants limited to some services may see in lists (to-dos, the badge, launched
 * applications); undefined when it is not acting or a grant covers every service.
 */
export async function actingScope(deps: AppDeps, user: SessionUser): Promise<number[] | undefined> {
  return user.actor_uid ? deps.hooks.acting.servicesReached(deps.db, user.uid, user.actor_uid) : undefined;
}

/**
 * The person an entrusted application is started for (agent_uid, spec §7), with the caller as their agent; the
 * caller themselves without agent params. Refused without a valid grant covering the service, or with a starting
 * department that is not the person's.
 */
export async function agentStarter(deps: AppDeps, payload: Payload, user: SessionUser): Promise<SessionUser> {
  const agentUid = text(payload.agent_uid);
  if (!agentUid || agentUid === user.uid) return user;
  const real = user.actor_uid ?? user.uid;
  const starter = agentUid === real ? undefined : await deps.hooks.accounts.activeUser(deps.db, agentUid);
  if (!starter || !(await deps.hooks.acting.mayActFor(deps.db, agentUid, real, appIdIn(payload)))) throw new DomainError('grants.notGranted');
  const department = text(payload.starter_depart_id);
  if (department && department !== String(starter.department_id ?? '')) throw new DomainError('grants.starterDepartment');
  return { ...starter, actor_uid: real };
}
