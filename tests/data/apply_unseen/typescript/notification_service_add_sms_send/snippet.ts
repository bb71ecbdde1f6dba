export class NotificationService {
  // ... existing code ...

  async sendSms(to: Recipient, template: string, vars: Record<string, string>): Promise<DeliveryResult> {
    if (!to.phone) {
      return { channel: "sms", recipientId: to.id, ok: false, error: "no phone number" };
    }
    const { body } = await this.templates.render(template, to.locale, vars);
    const text = body.length > 160 ? `${body.slice(0, 157)}...` : body;
    try {
      await this.sms.send({ to: to.phone, text });
      return { channel: "sms", recipientId: to.id, ok: true };
    } catch (err) {
      this.log.warn({ err, recipient: to.id }, "sms delivery failed");
      return { channel: "sms", recipientId: to.id, ok: false, error: String(err) };
    }
  }
}
