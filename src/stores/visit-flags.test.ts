import { flagsOfQuery } from './visit-flags';

it('reads the query flags of spec §2 and keeps the ones this visit already had', () => {
  expect(flagsOfQuery('?fromZzkh=1&debug=1&hiddenHeader=y&printer=1')).toEqual({ fromZzkh: true, debug: true, hiddenHeader: true, printer: true });
  expect(flagsOfQuery('?fromZzkh=0&debug=true&hiddenHeader=1&printer=yes')).toEqual({ fromZzkh: false, debug: false, hiddenHeader: false, printer: false });
  expect(flagsOfQuery('', { hiddenHeader: true, printer: true })).toEqual({ fromZzkh: false, debug: false, hiddenHeader: true, printer: true });
});
