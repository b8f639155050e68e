/** Text messages to a mobile number, through whichever provider the installation has (SMS_PROVIDER). */

/** One SMS: Chinese providers send only pre-approved templates, so a message is the template's parameters. */
export interface SmsMessage {
  /** The 11 digits (spec §5). */
  phone: string;
  /** The values of the configured template's placeholders, e.g. { code: '123456' }. */
  params: Record<string, string>;
}

export interface SmsGateway {
  /** Resolves once the provider accepted the message; rejects with DeliveryFailed otherwise. */
  send(message: SmsMessage): Promise<void>;
}
