import { h5Routes } from '@/routes';
import { walk } from '../e2e/support/english-walk-routes';

describe('the English walk (test/e2e/english-walk.journey.test.ts)', () => {
  it('visits every route of the portal, and no route the portal lacks', () => {
    expect(Object.keys(walk).sort()).toEqual([...h5Routes].sort());
  });
});
