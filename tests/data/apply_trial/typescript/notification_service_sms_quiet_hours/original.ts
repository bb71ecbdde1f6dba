import { EmailTransport } from "./transports/email";
import { PushTransport } from "./transports/push";
import { SmsTransport } from "./transports/sms";
import type { Recipient, Notification } from "./types";

export interface DeliveryResult {
  channel: "email" | "sms" | "push";
  ok: boolean;
  error?: string;
}

export class NotificationService {
  constructor(
    private readonly email: EmailTransport,
    private readonly sms: SmsTransport,
    private readonly push: PushTransport,
  ) {}

  async notify(recipient: Recipient, notification: Notification): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    if (recipient.email && notification.channels.includes("email")) {
      results.push(await this.sendEmail(recipient, notification));
    }
    if (recipient.phone && notification.channels.includes("sms")) {
      results.push(await this.sendSms(recipient, notification));
    }
    if (recipient.deviceTokens.length > 0 && notification.channels.includes("push")) {
      results.push(await this.sendPush(recipient, notification));
    }
    return results;
  }

  private async sendEmail(recipient: Recipient, notification: Notification): Promise<DeliveryResult> {
    try {
      await this.email.send({
        to: recipient.email!,
        subject: notification.title,
        html: notification.bodyHtml ?? notification.body,
      });
      return { channel: "email", ok: true };
    } catch (err) {
      return { channel: "email", ok: false, error: String(err) };
    }
  }

  private async sendSms(recipient: Recipient, notification: Notification): Promise<DeliveryResult> {
    try {
      await this.sms.send({
        to: recipient.phone!,
        text: `${notification.title}: ${notification.body}`.slice(0, 160),
      });
      return { channel: "sms", ok: true };
    } catch (err) {
      return { channel: "sms", ok: false, error: String(err) };
    }
  }

  private async sendPush(recipient: Recipient, notification: Notification): Promise<DeliveryResult> {
    try {
      await this.push.send({
        tokens: recipient.deviceTokens,
        title: notification.title,
        body: notification.body,
      });
      return { channel: "push", ok: true };
    } catch (err) {
      return { channel: "push", ok: false, error: String(err) };
    }
  }
}
