/**
 * Acting for someone else (spec §6, §7), checked in one place for every call:
 * - a session that acts for a granting account is re-checked against the grant on each call; a revoked or expired
 *   grant returns the session to the real person and answers 授权已失效，已返回本人账号 (e 10044);
 * - acting reaches only what the grant gives: no back-office calls, nothing that changes the account itself or makes
 *   grants, and only the services a limited grant names; every change made is audited with both people;
 * - agent params (agent_uid, starter_depart_id) in a payload are accepted only with a valid grant from that person.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef } from '../../../contract/call';
import { DomainError } from '../domain/errors';
import * as audit from '../modules/audit/audit.service';
import * as grants from '../modules/grants/grants.service';
import * as matters from '../modules/matters/matters.service';
import { activeUser, type SessionUser } from '../modules/org/org.service';
import { setSessionCookies } from './caller';
import type { AppDeps } from './context';

/** Calls that change the account itself, its grants or its way in: only the person may make them. */
const PERSONAL_CALLS = new Set([
  'setIdentity', 'addGrant', 'revokeGrant', 'getMyGrants',
  'repassword', 'validate_pass', 'validate_code', 'getEmailCode', 'update_mobile', 'setEmail',
  'startTotpEnrol', 'confirmTotpEnrol', 'getUserCode',
]);

/** Calls whose handlers deal with acting themselves: going back to one's own account, signing out. */
const OWN_HANDLING = new Set(['changeUserLogin', 'logout']);

type Payload = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** The service a payload names, directly or through an application or a task. */
async function serviceNamed(deps: AppDeps, payload: Payload): Promise<number | undefined> {
  const appId = Number(payload.app_id);
  if (Number.isInteger(appId) && appId > 0) return appId;
  const taskId = text(payload.task_id);
  if (taskId) return matters.serviceOf(deps.db, { taskId });
  const instanceId = text(payload.inst_id);
  return instanceId ? matters.serviceOf(deps.db, { instanceId }) : undefined;
}

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

export interface ActingSession {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export async function guardActing(deps: AppDeps, call: CallDef, payload: Payload, session: ActingSession, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { user, token } = session;
  const real = user.actor_uid;
  if (!real || OWN_HANDLING.has(call.name)) return;
  if (!(await grants.mayActFor(deps.db, user.uid, real))) {
    await deps.sessions.moveToUser(token, real, null);
    setSessionCookies(request, reply, token, real, session.expiresAt);
    await audit.record(deps.db, origin(request), { event: 'grant_use', outcome: 'failure', uid: user.uid, actorUid: real, reason: 'grants.ended', detail: { call: call.name } });
    throw new DomainError('grants.ended');
  }
  if (call.access === 'admin' || PERSONAL_CALLS.has(call.name)) throw new DomainError('grants.notWhileActing');
  const appId = await serviceNamed(deps, payload);
  if (appId !== undefined && !(await grants.mayActFor(deps.db, user.uid, real, appId))) throw new DomainError('grants.notCovered');
  if (call.method !== 'GET') {
    await audit.record(deps.db, origin(request), { event: 'grant_use', outcome: 'success', uid: user.uid, actorUid: real, detail: { call: call.name } });
  }
}

/**
 * The services a session acting under grants limited to some services may see in lists (to-dos, the badge, launched
 * applications); undefined when it is not acting or a grant covers every service.
 */
export async function actingScope(deps: AppDeps, user: SessionUser): Promise<number[] | undefined> {
  return user.actor_uid ? grants.servicesReached(deps.db, user.uid, user.actor_uid) : undefined;
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
  const starter = agentUid === real ? undefined : await activeUser(deps.db, agentUid);
  if (!starter || !(await grants.mayActFor(deps.db, agentUid, real, await serviceNamed(deps, payload)))) throw new DomainError('grants.notGranted');
  const department = text(payload.starter_depart_id);
  if (department && department !== String(starter.department_id ?? '')) throw new DomainError('grants.starterDepartment');
  return { ...starter, actor_uid: real };
}
