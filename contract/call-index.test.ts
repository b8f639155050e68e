import { callIndex } from './call-index';
import { calls } from './calls';

describe('the light call index', () => {
  it('gives every call of the table with the same method and path, and nothing else', () => {
    const fromTable = Object.fromEntries(Object.values(calls).map(({ name, method, path }) => [name, { method, path }]));
    expect(callIndex).toEqual(fromTable);
  });
});
