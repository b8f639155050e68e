/** What other features use of the security: the second step of a sign-in. */
export { LoginChallenge, useLoginChallenge } from './login-challenge';
