/** The SCIM 2.0 names this server speaks (RFC 7643), and the discovery documents that describe it (RFC 7644 §4). */
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
/** The portal's own user attributes: the identity's name (本科生) and the person behind several identities. */
export const CAMPUS_USER_SCHEMA = 'urn:campus-hall:params:scim:schemas:extension:2.0:User';
/** The portal's own group attributes: whether a group is a department or a post, its code, parent and head. */
export const CAMPUS_GROUP_SCHEMA = 'urn:campus-hall:params:scim:schemas:extension:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The most resources one list answers. */
export const MAX_PAGE = 200;

const attribute = (name: string, type = 'string', extra: Record<string, unknown> = {}) => ({
  name, type, multiValued: false, required: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none', ...extra,
});

export const serviceProviderConfig = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_PAGE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [{ type: 'oauthbearertoken', name: 'Bearer token', description: 'A token the back office gives each directory client', primary: true }],
  meta: { resourceType: 'ServiceProviderConfig', location: '/scim/v2/ServiceProviderConfig' },
};

export const resourceTypes = [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'], id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA,
    schemaExtensions: [{ schema: ENTERPRISE_SCHEMA, required: false }, { schema: CAMPUS_USER_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: '/scim/v2/ResourceTypes/User' },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'], id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA,
    schemaExtensions: [{ schema: CAMPUS_GROUP_SCHEMA, required: false }],
    meta: { resourceType: 'ResourceType', location: '/scim/v2/ResourceTypes/Group' },
  },
];

const schema = (id: string, name: string, attributes: object[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'], id, name, attributes, meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${id}` },
});

export const schemaDocuments = [
  schema(USER_SCHEMA, 'User', [
    attribute('userName', 'string', { required: true, uniqueness: 'server' }),
    attribute('name', 'complex', { subAttributes: [attribute('formatted'), attribute('familyName'), attribute('givenName')] }),
    attribute('displayName'),
    attribute('userType'),
    attribute('active', 'boolean'),
    attribute('emails', 'complex', { multiValued: true, subAttributes: [attribute('value'), attribute('type'), attribute('primary', 'boolean')] }),
    attribute('phoneNumbers', 'complex', { multiValued: true, subAttributes: [attribute('value'), attribute('type'), attribute('primary', 'boolean')] }),
  ]),
  schema(ENTERPRISE_SCHEMA, 'EnterpriseUser', [
    attribute('department'),
    attribute('manager', 'complex', { subAttributes: [attribute('value'), attribute('displayName', 'string', { mutability: 'readOnly' })] }),
  ]),
  schema(CAMPUS_USER_SCHEMA, 'CampusUser', [attribute('identityName'), attribute('person')]),
  schema(GROUP_SCHEMA, 'Group', [
    attribute('displayName', 'string', { required: true }),
    attribute('members', 'complex', { multiValued: true, subAttributes: [attribute('value', 'string', { mutability: 'immutable' }), attribute('display', 'string', { mutability: 'readOnly' })] }),
  ]),
  schema(CAMPUS_GROUP_SCHEMA, 'CampusGroup', [attribute('kind'), attribute('code'), attribute('parent'), attribute('head')]),
];
