/**
 * What a SCIM client may send, as schemas (TypeBox, as every body of the server): a User, a Group and a PatchOp.
 * Attributes the portal does not keep may come along (clients send what their directory has) and are ignored.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ScimError } from './scim-error';
import { CAMPUS_GROUP_SCHEMA, CAMPUS_USER_SCHEMA, ENTERPRISE_SCHEMA } from './scim-schemas';

const Text = (maxLength = 200) => Type.String({ maxLength });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Schemas = Type.Array(Text(), { maxItems: 10 });
const Contact = Type.Object({ value: Text(), type: Type.Optional(Text(40)), primary: Type.Optional(Type.Boolean()) });

export const UserBody = Type.Object({
  schemas: Type.Optional(Schemas),
  userName: Id,
  externalId: Type.Optional(Text()),
  name: Type.Optional(Type.Object({ formatted: Type.Optional(Text()), familyName: Type.Optional(Text()), givenName: Type.Optional(Text()) })),
  displayName: Type.Optional(Text()),
  userType: Type.Optional(Text(40)),
  active: Type.Optional(Type.Boolean()),
  emails: Type.Optional(Type.Array(Contact, { maxItems: 10 })),
  phoneNumbers: Type.Optional(Type.Array(Contact, { maxItems: 10 })),
  [ENTERPRISE_SCHEMA]: Type.Optional(
    Type.Object({ department: Type.Optional(Text()), manager: Type.Optional(Type.Union([Type.Object({ value: Type.Optional(Text()) }), Type.Null()])) }),
  ),
  [CAMPUS_USER_SCHEMA]: Type.Optional(Type.Object({ identityName: Type.Optional(Text(40)), person: Type.Optional(Type.Union([Text(64), Type.Null()])) })),
});
export type UserBody = Static<typeof UserBody>;

export const GroupBody = Type.Object({
  schemas: Type.Optional(Schemas),
  displayName: Type.String({ minLength: 1, maxLength: 100 }),
  externalId: Type.Optional(Text()),
  members: Type.Optional(Type.Array(Type.Object({ value: Id, display: Type.Optional(Text()) }), { maxItems: 20_000 })),
  [CAMPUS_GROUP_SCHEMA]: Type.Optional(
    Type.Object({
      kind: Type.Optional(Type.Union([Type.Literal('department'), Type.Literal('post')])),
      code: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' })),
      parent: Type.Optional(Type.Union([Id, Type.Null()])),
      head: Type.Optional(Type.Union([Id, Type.Null()])),
    }),
  ),
});
export type GroupBody = Static<typeof GroupBody>;

export const PatchBody = Type.Object({
  schemas: Schemas,
  Operations: Type.Array(
    Type.Object({ op: Type.String({ maxLength: 10, description: 'add, replace or remove, in any case' }), path: Type.Optional(Text(300)), value: Type.Optional(Type.Unknown()) }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type PatchBody = Static<typeof PatchBody>;

/** Checks a body against its schema, answering SCIM's invalidSyntax (or invalidValue) with the first thing wrong. */
export function checked<T extends TSchema>(schema: T) {
  const check = TypeCompiler.Compile(schema);
  return (body: unknown): Static<T> => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ScimError(400, 'The body must be a JSON object', 'invalidSyntax');
    if (check.Check(body)) return body;
    const first = check.Errors(body).First();
    throw new ScimError(400, `${first?.path || 'body'}: ${first?.message ?? 'not valid'}`, 'invalidValue');
  };
}
