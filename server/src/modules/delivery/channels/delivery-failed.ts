/** A message the provider did not accept (or could not be reached for): the use case answers 发送失败 (spec §8). */
export class DeliveryFailed extends Error {
  constructor(
    readonly channel: 'sms' | 'email' | 'wechat',
    reason: string,
  ) {
    super(`${channel} delivery failed: ${reason}`);
    this.name = 'DeliveryFailed';
  }
}
