import { flagsOfQuery } from './visit-flags';

it('reads the query flags of spec §2 and keeps the ones this visit already had', () => {
  expect(flagsOfQuery('?fromZzkh=1&debug=1&hiddenHeader=y')).toEqual({ fromZzkh: true, debug: true, hiddenHeader: true });
  expect(flagsOfQuery('?fromZzkh=0&debug=true&hiddenHeader=1')).toEqual({ fromZzkh: false, debug: false, hiddenHeader: false });
  expect(flagsOfQuery('', { hiddenHeader: true })).toEqual({ fromZzkh: false, debug: false, hiddenHeader: true });
});
