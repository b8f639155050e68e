/**
 * Expected failures of the product's use cases, named by area (`auth.badCredentials`, `workflow.alreadyHandled`).
 * Services throw them and know nothing of HTTP or languages; server/src/http/ maps each code to the envelope's
 * `e`, a status and a localised message. A new failure is added here first, then given its text and mapping there.
 */
export const domainErrorCodes = [
  'auth.loginRequired',
  'auth.forbidden',
  'auth.badCredentials',
  'auth.accountDisabled',
  'auth.tooManyAttempts',
  'auth.busy',
  'auth.foreignOrigin',
  'auth.challengeRequired',
  'auth.challengeWrong',
  'totp.required',
  'totp.badCode',
  'totp.notEnrolled',
  'totp.alreadyOn',
  'totp.noPendingEnrol',
  'security.unknownCall',
  'input.controlCharacters',
  'input.badJson',
  'site.notConfigured',
  'apps.notFound',
  'apps.notThirdParty',
  'forms.noForm',
  'forms.invalid',
  'forms.unknownPeople',
  'processes.invalid',
  'matters.notFound',
  'matters.notYourTask',
  'matters.alreadyHandled',
  'matters.notInProgress',
  'matters.notInitiator',
  'matters.tooLateToWithdraw',
  'matters.cannotPullBack',
  'matters.invalidReturnTarget',
  'matters.noApprover',
  'matters.choiceRequired',
  'matters.invalidAction',
  'matters.fieldNotEditable',
  'matters.reasonRequired',
  'matters.notAdministrator',
  'matters.agentAway',
  'matters.awayOverlap',
  'matters.needsSignature',
  'matters.urgedRecently',
  'matters.signMismatch',
  'matters.needsChoice',
  'matters.needsField',
  'apps.cannotStart',
  'notices.notFound',
  'notices.staffOnly',
  'search.unknownEntry',
  'system.debugLogOff',
  'limits.tooManyRequests',
  'files.missing',
  'files.tooLarge',
  'files.noExtension',
  'files.typeNotAllowed',
  'files.program',
  'files.typeMismatch',
  'files.fieldUnknown',
  'files.notFound',
  'files.notYours',
  'files.tooLargeForMiniProgram',
  'open.noClient',
  'open.badClient',
  'open.badCode',
  'auth.casOff',
  'auth.casTicketInvalid',
  'auth.casUnavailable',
  'auth.casUnknownUser',
  'auth.casLogoutRefused',
] as const;

export type DomainErrorCode = (typeof domainErrorCodes)[number];

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** Values the message may mention (a field name, a wait in seconds). */
    readonly details: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
