/** Text messages to a mobile number, through whichever provider the installation has (SMS_PROVIDER). */

/** One SMS: Chinese providers send only pre-approved templates, so a message is the template's parameters. */
export interface SmsMessage {
  /** The 11 digits (spec §5). */
  phone: string;
  /** The values of the configured template's placeholders, e.g. { code: '123456' }. */
  params: Record<string, string>;
  /** Another approved template than the verification code's (SMS_TEMPLATE_CODE), e.g. message reminders. */
  templateCode?: string;
  /** Our own id for the send (OutId), the same on every attempt, echoed in the provider's receipts. */
  outId?: string;
}

export interface SmsGateway {
  /** Resolves with the provider's id of the send (BizId) once it accepted it; rejects with DeliveryFailed otherwise. */
  send(message: SmsMessage): Promise<string>;
}
