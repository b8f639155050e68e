import { newRequestKey } from './request-key';

it('makes keys the call accepts, a new one each time', () => {
  const keys = new Set(Array.from({ length: 50 }, () => newRequestKey()));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});
