/**
 * The back office's designers (admin:catalog): a service's form and process are edited as a draft, checked, simulated
 * for a sample applicant, and published together as a numbered release; applications in flight keep the versions they
 * started with. Releases are listed, compared and restored into the draft; a service moves between installations as
 * one JSON bundle. Forms and processes travel as JSON text, the way form values do.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Id, Int, OneOf, Payload } from '../schemas';
import { AdminApp } from './apps';

const When = Type.String({ description: 'YYYY-MM-DD HH:mm:ss, campus time; empty when never' });
const Json = (description: string, maxLength = 500_000) => Type.String({ minLength: 2, maxLength, description: `JSON: ${description}` });
const DesignVersion = Int({ minimum: 1, description: 'the draft version loaded (optimistic locking); absent for a service without a draft' });

/** A service's design as the designers edit it: the draft, or what is published when there is no draft. */
export const ServiceDesign = Type.Object({
  app_id: Type.Integer(),
  app_name: Type.String(),
  form: Type.Unknown({ description: 'FormSchema (contract/forms/schema.ts)' }),
  process: Type.Unknown({ description: 'ProcessDefinition (contract/process/definition.ts)' }),
  draft: Type.Integer({ description: '1 when the draft holds changes not published yet' }),
  version: Type.Integer({ description: 'the draft version; 0 before the first save' }),
  release: Type.Integer({ description: 'the release in use; 0 before the first' }),
  updated_at: When,
  updated_by: Type.String({ description: 'who saved the draft last' }),
  posts: Type.Array(Type.String(), { description: 'the posts people hold, for approver rules' }),
});
export type ServiceDesign = Static<typeof ServiceDesign>;

/** Something that keeps a process from being published, on the node (or field) it concerns. */
export const DesignProblem = Type.Object({
  code: OneOf([
    'noApproval',
    'duplicateId',
    'noDefault',
    'unreachable',
    'unknownField',
    'wrongFieldType',
    'unknownValue',
    'noApprover',
    'noPrevious',
    'voteRatio',
    'unknownNode',
    'formInvalid',
  ] as const),
  node_id: Type.String({ description: 'the node concerned; empty for the whole process' }),
  node_name: Type.String(),
  field_id: Type.String({ description: 'the field concerned; empty when none' }),
  text: Type.String({ description: "the problem in the caller's language, naming the node" }),
});
export type DesignProblem = Static<typeof DesignProblem>;

export const SimulatedStep = Type.Object({
  node_id: Type.String(),
  node_name: Type.String(),
  kind: OneOf(['approval', 'cc'] as const),
  mode: Type.String(),
  approvers: Type.Array(Type.Object({ uid: Type.String(), name: Type.String() })),
  edits: Type.Array(Type.String(), { description: 'the fields this node edits' }),
  reads: Type.Array(Type.String(), { description: 'the fields it shows read-only' }),
});
export type SimulatedStep = Static<typeof SimulatedStep>;

export const DesignRelease = Type.Object({
  release: Type.Integer(),
  form_version: Type.Integer({ description: '0 when the release has no form' }),
  process_version: Type.Integer({ description: '0 when the release has no process' }),
  fields: Type.Integer(),
  nodes: Type.Integer({ description: 'approval and CC nodes' }),
  published_by: Type.String({ description: 'empty for the version the service was set up with' }),
  published_at: When,
  current: Type.Integer({ description: '1 for the release applications start on now' }),
});
export type DesignRelease = Static<typeof DesignRelease>;

export const DesignChange = Type.Object({
  part: OneOf(['field', 'node'] as const),
  id: Type.String(),
  name: Type.String(),
  change: OneOf(['added', 'removed', 'changed'] as const),
  what: Type.Array(Type.String(), { description: 'the properties that differ, for a change' }),
});
export type DesignChange = Static<typeof DesignChange>;

/** The format name a bundle carries, so an installation refuses what it cannot read. */
export const SERVICE_BUNDLE_FORMAT = 'campus-hall/service@1';

const Design = Payload({ app_id: Id() });

export const designerCalls = defineCalls('designer', {
  adminGetDesign: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "A service's form and process as the designers open them: the draft, else what is published, else empty.",
    payload: Design,
    result: ServiceDesign,
  },
  adminSaveForm: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "Saves the draft's form, checked with the schema submissions are checked against; the field in error is named.",
    okText: 'saved',
    payload: Payload({ app_id: Id(), version: Type.Optional(DesignVersion), form: Json('FormSchema') }),
    result: ServiceDesign,
  },
  adminSaveProcess: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "Saves the draft's process (its shape is checked; what keeps it from being published is adminCheckProcess's).",
    okText: 'saved',
    payload: Payload({ app_id: Id(), version: Type.Optional(DesignVersion), process: Json('ProcessDefinition') }),
    result: ServiceDesign,
  },
  adminCheckProcess: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary:
      "Checks the draft (or the form and process sent) before publishing: defaults of branches, unreachable nodes, approvers that can resolve, fields that exist. With an applicant (and form values), also the route that applicant would travel and who would handle each step.",
    payload: Payload({
      app_id: Id(),
      form: Type.Optional(Json('FormSchema')),
      process: Type.Optional(Json('ProcessDefinition')),
      applicant: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'a sample applicant’s uid' })),
      values: Type.Optional(Json('form values by field id', 200_000)),
    }),
    result: Type.Object({
      problems: Type.Array(DesignProblem),
      route: Type.Union([Type.Array(SimulatedStep), Type.Null()], { description: 'null without an applicant, or when the problems stop the walk' }),
    }),
  },
  adminPublishApp: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary:
      'Publishes (1) or withdraws (0) a service. Publishing a service whose draft holds changes checks it and makes it the next release, in one transaction; a problem is refused naming its node, and applications in flight keep their versions.',
    okText: 'saved',
    payload: Payload({
      id: Id(),
      version: Int({ minimum: 1, description: 'the service version loaded' }),
      published: OneOf([0, 1] as const, '1 publish, 0 withdraw'),
      design_version: Type.Optional(DesignVersion),
    }),
    result: AdminApp,
  },
  adminGetVersions: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "A service's releases, newest first, with who published each and when.",
    payload: Design,
    result: Type.Array(DesignRelease),
  },
  adminCompareVersions: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'What changed from one release to another (0 for the draft): fields and nodes added, removed or changed.',
    payload: Payload({ app_id: Id(), from: Int({ minimum: 1 }), to: Int({ description: 'a release, or 0 for the draft' }) }),
    result: Type.Array(DesignChange),
  },
  adminRestoreVersion: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "Puts a release's form and process into the draft, to be checked and published again (rolling back).",
    okText: 'saved',
    payload: Payload({ app_id: Id(), release: Int({ minimum: 1 }), version: Type.Optional(DesignVersion) }),
    result: ServiceDesign,
  },
  adminExportApp: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: `A service as one JSON bundle (format ${SERVICE_BUNDLE_FORMAT}): its fields in both languages, its form and its process.`,
    payload: Payload({ id: Id() }),
    result: Type.Object({ format: Type.String(), app: Type.Unknown(), form: Type.Unknown(), process: Type.Unknown() }),
  },
  adminImportApp: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: "Makes a new unpublished service from a bundle, its form and process the draft; the people, posts and categories it names must exist here.",
    okText: 'saved',
    payload: Payload({ bundle: Json('a bundle adminExportApp answered', 1_000_000) }),
    result: Type.Object({ id: Type.Integer(), problems: Type.Array(DesignProblem) }),
  },
});
