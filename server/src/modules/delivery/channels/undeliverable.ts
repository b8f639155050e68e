/**
 * A send the provider refused for good (the user turned the subscription off, an address it does not know): the
 * delivery is skipped with this reason instead of retried. Any other error is taken as passing and retried.
 */
export class Undeliverable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Undeliverable';
  }
}
