import type { Logger } from "pino";

import type { EmailProvider, PushProvider, SmsProvider } from "./providers";
import type { TemplateStore } from "./templates";

export type Channel = "email" | "push" | "sms";

export interface Recipient {
  id: string;
  email?: string;
  phone?: string;
  deviceTokens: string[];
  locale: string;
}

export interface DeliveryResult {
  channel: Channel;
  recipientId: string;
  ok: boolean;
  error?: string;
}

export class NotificationService {
  constructor(
    private readonly email: EmailProvider,
    private readonly push: PushProvider,
    private readonly sms: SmsProvider,
    private readonly templates: TemplateStore,
    private readonly log: Logger,
  ) {}

  async sendEmail(to: Recipient, template: string, vars: Record<string, string>): Promise<DeliveryResult> {
    if (!to.email) {
      return { channel: "email", recipientId: to.id, ok: false, error: "no email address" };
    }
    const { subject, body } = await this.templates.render(template, to.locale, vars);
    try {
      await this.email.send({ to: to.email, subject, html: body });
      return { channel: "email", recipientId: to.id, ok: true };
    } catch (err) {
      this.log.warn({ err, recipient: to.id }, "email delivery failed");
      return { channel: "email", recipientId: to.id, ok: false, error: String(err) };
    }
  }

  async sendPush(to: Recipient, template: string, vars: Record<string, string>): Promise<DeliveryResult> {
    if (to.deviceTokens.length === 0) {
      return { channel: "push", recipientId: to.id, ok: false, error: "no device tokens" };
    }
    const { subject, body } = await this.templates.render(template, to.locale, vars);
    try {
      await Promise.all(to.deviceTokens.map((token) => this.push.send({ token, title: subject, body })));
      return { channel: "push", recipientId: to.id, ok: true };
    } catch (err) {
      this.log.warn({ err, recipient: to.id }, "push delivery failed");
      return { channel: "push", recipientId: to.id, ok: false, error: String(err) };
    }
  }
}

export function createNotificationService(deps: {
  email: EmailProvider;
  push: PushProvider;
  sms: SmsProvider;
  templates: TemplateStore;
  log: Logger;
}): NotificationService {
  return new NotificationService(deps.email, deps.push, deps.sms, deps.templates, deps.log);
}
