/** A start-up failure the operator can fix: printed as one line with the cause and the fix, no stack trace. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}
