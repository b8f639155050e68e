/**
 * Campus sign-in through CAS 3.0: a validated service ticket opens a session as a password does, and the ticket is
 * kept (hashed) beside the session so CAS's single logout, which names only the ticket, can end it.
 */
import { createHash } from 'node:crypto';
import type { CasConfig } from '../../../config';
import type { DbOrTx } from '../../../db/database';
import { DomainError } from '../../../domain/errors';
import { signInIdentity } from '../../org/identities.service';
import * as audit from '../../audit/audit.service';
import * as org from '../../org/org.service';
import { tokenHash, type SessionStore } from '../session-store';
import { validateTicket } from './cas-client';
import { casProfile, type CasProfile } from './cas-profile';
import * as q from './cas.queries';

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface CasSignIn {
  ticket: string;
  /** The service address the ticket was issued for (cas-urls.ts serviceUrl). */
  service: string;
  origin: audit.RequestOrigin;
}

/** The account a CAS profile names: found by number, or created when the installation allows it. */
async function accountOf(db: DbOrTx, cas: CasConfig, profile: CasProfile) {
  const found = await org.accountByNumber(db, profile.number);
  if (found) return found;
  if (!cas.createUsers) throw new DomainError('auth.casUnknownUser');
  const created = await org.createCampusAccount(db, profile);
  if (!created) throw new DomainError('auth.casUnknownUser');
  return created;
}

/**
 * Validates the ticket with CAS and opens a session for the person it names; every outcome is written to the audit
 * trail. Refusals are DomainErrors: auth.casTicketInvalid (unknown, expired or used ticket), auth.casUnavailable
 * (no answer or no CAS answer), auth.casUnknownUser, auth.accountDisabled.
 */
export async function signIn(db: DbOrTx, sessions: SessionStore, cas: CasConfig, input: CasSignIn): Promise<{ uid: string; token: string; expiresAt: Date }> {
  const entry = { event: 'sign_in', method: 'cas' } as const;
  let account: { uid: string; status: number } | undefined;
  let number = '';
  try {
    const answer = await validateTicket(cas.baseUrl, input.service, input.ticket);
    if (answer.kind === 'failure') throw new DomainError('auth.casTicketInvalid', { code: answer.code });
    if (answer.kind !== 'success') throw new DomainError('auth.casUnavailable');
    const profile = casProfile(answer.user, answer.attributes, cas.attributes);
    number = profile.number;
    account = await accountOf(db, cas, profile);
    if (account.status !== 1) throw new DomainError('auth.accountDisabled');
    // A person with several identities signs in on the one they use now.
    const uid = await signInIdentity(db, account.uid);
    const session = await sessions.create(uid, { userAgent: input.origin.userAgent, ip: input.origin.ip });
    // CAS refuses a ticket twice; should a server not, the second session is not opened on the first one's ticket.
    if (!(await q.insertCasSession(db, { ticketHash: ticketHash(input.ticket), tokenHash: tokenHash(session.token) }))) {
      await sessions.destroy(session.token);
      throw new DomainError('auth.casTicketInvalid');
    }
    await audit.record(db, input.origin, { ...entry, outcome: 'success', uid: account.uid, account: number });
    return { uid, ...session };
  } catch (err) {
    if (err instanceof DomainError) await audit.record(db, input.origin, { ...entry, outcome: 'failure', uid: account?.uid ?? null, account: number, reason: err.code });
    throw err;
  }
}

/** Whether the session behind this token was opened through CAS. */
export function openedByCas(db: DbOrTx, token: string): Promise<boolean> {
  return q.isCasSession(db, tokenHash(token));
}

/** Forgets the ticket of a session that ended, and the links no session can outlive. */
export async function forget(db: DbOrTx, token: string, sessionTtlMs: number): Promise<void> {
  await q.deleteBySession(db, tokenHash(token));
  await q.deleteOlderThan(db, new Date(Date.now() - sessionTtlMs));
}

/** Ends the session a ticket opened (CAS single logout); false when the ticket opened none that is still linked. */
export async function endSessionOfTicket(db: DbOrTx, sessions: SessionStore, ticket: string): Promise<boolean> {
  const link = await q.sessionOfTicket(db, ticketHash(ticket));
  if (!link) return false;
  await sessions.destroyHash(link.token_hash);
  await q.deleteBySession(db, link.token_hash);
  return true;
}
