// ... keep existing code
import type { Recipient, Notification } from "./types";
import { isQuietHours } from "./quiet-hours";

// ... keep existing code

  private async sendSms(recipient: Recipient, notification: Notification): Promise<DeliveryResult> {
    if (isQuietHours(new Date(), recipient.timeZone)) {
      return { channel: "sms", ok: false, error: "skipped: quiet hours" };
    }
    try {
      // ... keep existing code
    } catch (err) {
      return { channel: "sms", ok: false, error: String(err) };
    }
  }

// ... keep existing code
