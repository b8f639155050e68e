import { adminCallIndex } from './admin-call-index';
import { bookingCallIndex } from './booking-call-index';
import { documentCallIndex } from './document-call-index';
import { callIndex } from './call-index';
import { dataCallIndex } from './data-call-index';
import { calls } from './calls';

describe('the light call index', () => {
  it('gives every call of the table with the same method and path, in the first load, the back office, the booking pages or the fill-in and data-center pages, and nothing else', () => {
    const fromTable = Object.fromEntries(Object.values(calls).map(({ name, method, path }) => [name, { method, path }]));
    const lazyIndexes = [adminCallIndex, bookingCallIndex, dataCallIndex, documentCallIndex];
    expect(Object.assign({}, callIndex, ...lazyIndexes)).toEqual(fromTable);
    const names = [callIndex, ...lazyIndexes].flatMap((index) => Object.keys(index));
    expect(names.length).toBe(new Set(names).size);
  });

  it('leaves out of the first load every call only the back office makes', () => {
    expect(Object.values(adminCallIndex).every((route) => route.path.startsWith('/api/admin/') || route.path === calls.systemSiteOptions.path)).toBe(true);
    expect(Object.values(callIndex).filter((route) => route.path.startsWith('/api/admin/')).length).toBeLessThanOrEqual(2);
  });
});
