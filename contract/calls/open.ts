/**
 * The back office's open-API clients (admin:catalog): the third-party systems that redeem user codes at
 * /open/token/get. A secret is shown once, when made, and kept only as a hash.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { Int, Payload } from '../schemas';

export const OPEN_CLIENT_ID_PATTERN = '^[A-Za-z0-9_.-]{1,64}$';
const AppId = Type.String({ pattern: OPEN_CLIENT_ID_PATTERN, description: 'the client id a service names as thirdparty_id' });

export const OpenClient = Type.Object({
  appid: Type.String(),
  name: Type.String(),
  created_at: Type.String(),
  disabled: Type.Integer({ description: '1 when its codes and tokens are refused' }),
  services: Type.Integer({ description: 'services naming it as their third party' }),
});
export type OpenClient = Static<typeof OpenClient>;

/** The one moment a secret is seen: the answer to register and rotate. */
export const OpenClientSecret = Type.Object({ appid: Type.String(), name: Type.String(), secret: Type.String() });
export type OpenClientSecret = Static<typeof OpenClientSecret>;

export const openCalls = defineCalls('open', {
  getOpenClients: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'The registered third-party clients (never their secrets).',
    payload: Payload({}),
    result: Type.Array(OpenClient),
  },
  registerOpenClient: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Registers a client and answers its secret, this once; only a hash is kept.',
    payload: Payload({ appid: AppId, name: Type.String({ minLength: 1, maxLength: 100 }) }),
    result: OpenClientSecret,
  },
  rotateOpenSecret: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Gives a client a new secret, answered this once; the old one stops working at once.',
    payload: Payload({ appid: AppId }),
    result: OpenClientSecret,
  },
  setOpenClientDisabled: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:catalog',
    summary: 'Disables (1) or enables again (0) a client.',
    okText: 'saved',
    payload: Payload({ appid: AppId, disabled: Int({ minimum: 0, maximum: 1 }) }),
    result: OpenClient,
  },
});
