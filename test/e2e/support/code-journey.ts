/** A journey server whose SMS gateway and SMTP inbox are the code fakes, started before the suite and closed after it. */
import { codeServerConfig, startCodeFakes, type CodeFakes } from '../../support/account-codes';
import { journeyServer, type Journey } from './journey';

export function codeJourney(): { journey: Journey; readonly fakes: CodeFakes } {
  let fakes: CodeFakes | undefined;
  beforeAll(async () => {
    fakes = await startCodeFakes();
  });
  afterAll(async () => {
    await fakes?.close();
  });
  const journey = journeyServer({ config: () => codeServerConfig(fakes as CodeFakes) });
  return {
    journey,
    get fakes() {
      if (!fakes) throw new Error('the code fakes start with the suite');
      return fakes;
    },
  };
}
