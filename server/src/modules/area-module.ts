/**
 * A product area as the server sees it: the tables it owns (only its own files touch them; other areas go
 * through its service), the routes it answers, the failures it declares, and the hooks it gives the areas below it
 * and server/src/http/. No area holds demo data: server/demo/, a loader and not an area, fills an empty database's
 * tables. Areas import only lower areas (area-order.json); where a lower area or http/ needs something of a higher
 * one, the higher area gives it here and app.ts collects it at start-up (area-hooks.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { OwnedKind } from '../../../contract/call';
import type { FormSchema } from '../../../contract/forms/schema';
import type { SearchGroup } from '../../../contract/rules/search';
import type { Database, DbOrTx } from '../db/database';
import type { DomainErrorTable } from '../domain/errors';
import type { Lang } from '../domain/lang';
import type { AppDeps } from '../http/context';
import type { JobHandlers } from '../jobs';
import type { ChangeEntry, RequestOrigin } from './audit/audit.service';
import type { LoginGuard } from './auth/login-guard';
import type { SessionStore } from './auth/session-store';
import type { Delivery } from './delivery/delivery.service';
import type { SessionUser } from './org/org.service';

// The caller, session and delivery types the app hands to http/ (http/context.ts), which imports no area itself.
export type { Delivery, LoginGuard, SessionStore, SessionUser };

/**
 * Whether the user may touch every one of `ids` (distinct, non-empty strings) of one kind of owned object; a missing
 * or malformed id answers false. Each area gives the resolvers of the kinds its tables hold (the ownership guard,
 * server/src/http/ownership.ts, asks them and never reads an area's tables itself).
 */
export type OwnershipResolver = (db: DbOrTx, user: { uid: string }, ids: readonly string[]) => Promise<boolean>;

/**
 * Hands the pending tasks `held.assignee` holds (their own, or only those held for `held.owner`) to `to`, held on
 * behalf of `onBehalfOf`; answers how many moved. The out-of-office area calls every area's when a period away starts
 * or ends, so it never imports the areas whose tasks it moves.
 */
export type TaskHandover = (db: DbOrTx, held: { assignee: string; owner: string | null }, to: string, onBehalfOf: string | undefined) => Promise<number>;

/**
 * The services the objects `ids` of one kind belong to: one list per object naming any (an object naming none adds
 * nothing). The acting guard checks a grant limited to some services against them (server/src/http/acting.ts).
 */
export type ServicesResolver = (db: DbOrTx, ids: readonly string[]) => Promise<number[][]>;

/** The org area: the signed-in account behind a session, and whether it may use the back office. */
export interface AccountLookup {
  activeUser(db: DbOrTx, uid: string): Promise<SessionUser | undefined>;
  isAdministrator(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>): Promise<boolean>;
  /** Whether the user holds a permit or back-office right (contract/rules/admin-rights.ts); a super user holds all. */
  holdsPermit(db: DbOrTx, user: Pick<SessionUser, 'uid' | 'issuper'>, permit: string): Promise<boolean>;
}

/**
 * The audit area: writes one back-office change into the trail with the record before and after, in the caller's
 * transaction; for the areas below it (org's permit grants), which may not import it.
 */
export type ChangeTrail = (db: DbOrTx, entry: ChangeEntry) => Promise<void>;

/** The auth area: refuses a call the administrator marked sensitive until the caller gives a recent second factor. */
export type SecondFactorCheck = (db: DbOrTx, sessions: SessionStore, call: string, caller: { uid: string; token: string }) => Promise<void>;

/** A call made, or refused, while acting for someone under their grant. */
export interface GrantUse {
  outcome: 'success' | 'failure';
  /** The granting person, whose account is acted on. */
  uid: string;
  /** The person acting. */
  actorUid: string;
  call: string;
  reason?: string;
}

/** The grants area: whether someone may act for another, and how far (the acting guard, server/src/http/acting.ts). */
export interface ActingCheck {
  mayActFor(db: DbOrTx, grantor: string, grantee: string, appId?: number): Promise<boolean>;
  /** The services the grants reach; undefined when one covers every service. */
  servicesReached(db: DbOrTx, grantor: string, grantee: string): Promise<number[] | undefined>;
  /** Writes the use to the audit log with both people. */
  recordUse(db: DbOrTx, origin: RequestOrigin, use: GrantUse): Promise<void>;
}

/** The area of applications, for the files area below it: who takes part in the applications holding a file. */
export interface FileHolders {
  /** Of the applications `ids`, those `uid` takes part in. */
  instancesTakenPartIn(db: DbOrTx, ids: readonly string[], uid: string): Promise<string[]>;
  /** The application's form and values as this participant sees them; throws matters.notFound for anyone else. */
  applicationView(db: DbOrTx, user: SessionUser, lang: Lang, instId: string): Promise<{ form: { schema: FormSchema }; values: unknown }>;
}

/**
 * Of the files `ids`, those an area's objects hold that this user may read though they did not upload them (feedback's
 * attachments, for the feedback inbox's administrators), for the files area's ownership answer.
 */
export type FileReaders = (db: DbOrTx, uid: string, ids: readonly string[]) => Promise<ReadonlySet<string>>;

/** The forms area, for uploads: the form a service takes now, whose Attachment fields set their own limits. */
export type CurrentForm = (db: DbOrTx, appId: number) => Promise<{ schema: FormSchema } | undefined>;

/** The apps area: services' names by id in the reader's language. */
export type ServiceNames = (db: DbOrTx, ids: number[], lang: Lang) => Promise<Map<number, string>>;

/** Who reads a search: the caller (null when not signed in) and their language. */
export interface SearchReader {
  user: SessionUser | null;
  lang: Lang;
}

/** One entry a source found: its name in the reader's language and in the other one ('' when it has none). */
export interface SearchHit {
  id: number;
  name: string;
  otherName: string;
  type: number;
}

/** What an area gives search for one group (spec §4 Search). */
export interface SearchSource {
  /** Entries the reader may see whose name holds the keyword: exact names, then prefixes, then the rest; at most `limit`. */
  find(db: DbOrTx, reader: SearchReader, keyword: string, limit: number): Promise<SearchHit[]>;
  /** Whether the reader may see an entry of exactly this name (either language, any case). */
  has(db: DbOrTx, reader: SearchReader, name: string): Promise<boolean>;
}

/** What became of a payment order, told to the area that opened it (payments.service.ts: openOrder). */
export type PaymentOutcome = (db: DbOrTx, ref: string, outcome: 'paid' | 'refunded') => Promise<void>;

/**
 * An application ended: completed (approved), terminated (refused) or withdrawn by its applicant. The matters area
 * tells every area giving it, inside the transaction that saved the change; each answers only for the applications it
 * started (a booking's approval) and only while it still waits on them, since any later change of an ended
 * application (a copy read) tells it again.
 */
export type ApplicationEnded = (db: DbOrTx, instanceId: string, outcome: 'approved' | 'refused' | 'withdrawn') => Promise<void>;

/**
 * An application was made (`started`), ended (completed, terminated or withdrawn: `ended`) or reopened after its end
 * (`reopened`). The matters area tells every area giving it once per such move, from the steps of the change, inside
 * the transaction that saved it (supervision keeps its figures so).
 */
export type ApplicationMoved = (db: DbOrTx, instanceId: string, move: 'started' | 'ended' | 'reopened') => Promise<void>;

/** A figure a monitoring scrape reads from the area's tables (server/src/http/metrics.ts), served as a gauge. */
export interface Measure {
  help: string;
  labels: readonly string[];
  read(db: DbOrTx): Promise<{ labels: Record<string, string>; value: number }[]>;
}

/** The hooks an area may give: one area gives each single hook, and each key of a keyed one. */
export interface AreaHookProviders {
  /** Who may touch the objects of its tables, by kind, for the ownership guard (server/src/http/ownership.ts). */
  ownership?: Partial<Record<OwnedKind, OwnershipResolver>>;
  /** The services the objects it knows belong to, by kind, for the acting guard. */
  servicesOf?: Partial<Record<OwnedKind, ServicesResolver>>;
  /** The search groups it answers (the search area merges them). */
  searchSources?: Partial<Record<SearchGroup, SearchSource>>;
  accounts?: AccountLookup;
  changeTrail?: ChangeTrail;
  secondFactor?: SecondFactorCheck;
  acting?: ActingCheck;
  fileHolders?: FileHolders;
  currentForm?: CurrentForm;
  serviceNames?: ServiceNames;
  /** How the area's pending tasks move to an out-of-office agent and back, for the out-of-office area. */
  handOver?: TaskHandover;
  /** Files its objects hold that someone besides their uploader may read; every area giving it is asked. */
  fileReaders?: FileReaders;
  /** What the end of an application it started means to the area (bookings); every area giving it is told. */
  applicationEnded?: ApplicationEnded;
  /** An application was made, ended or reopened (supervision's figures); every area giving it is told. */
  applicationMoved?: ApplicationMoved;
  /** What becomes of an order, told to the area that opened it, inside the transaction that records it, once per change. */
  paymentOutcomes?: Record<string /* purpose */, PaymentOutcome>;
  /** Figures of its tables for /metrics, by metric name. */
  measures?: Record<string, Measure>;
}

export interface AreaModule extends AreaHookProviders {
  area: string;
  tables: readonly (keyof Database)[];
  routes?: (app: FastifyInstance, deps: AppDeps) => void;
  /** Handlers of the job kinds the area enqueues (timers), run by each server's job runner. */
  jobs?: JobHandlers;
  /** The failures its use cases throw, declared once in its <area>.errors.ts (server/src/domain/errors.ts). */
  errors?: DomainErrorTable;
}

export function defineArea(module: AreaModule): AreaModule {
  return module;
}
