import { randomUUID } from "crypto";
import type { FareCardRepository } from "./repositories/fareCardRepository";
import type { PaymentProvider } from "./payments/paymentProvider";
import { AuditLog } from "./audit/auditLog";
import { formatCents } from "./money";

export const MIN_TOPUP_CENTS = 500;
export const MAX_TOPUP_CENTS = 25_000;
export const MAX_BALANCE_CENTS = 50_000;

export interface TopUpRequest {
  cardNumber: string;
  amountCents: number;
  paymentToken: string;
  channel: "web" | "app" | "kiosk";
}

export interface TopUpResult {
  transactionId: string;
  newBalanceCents: number;
}

export class TopUpError extends Error {
  constructor(
    message: string,
    readonly code: "amount" | "balance" | "card" | "payment",
  ) {
    super(message);
    this.name = "TopUpError";
  }
}

export class TopUpService {
  constructor(
    private readonly cards: FareCardRepository,
    private readonly payments: PaymentProvider,
    private readonly audit: AuditLog,
  ) {}

  async topUp(req: TopUpRequest): Promise<TopUpResult> {
    if (req.amountCents < MIN_TOPUP_CENTS || req.amountCents > MAX_TOPUP_CENTS) {
      throw new TopUpError(
        `Top-up must be between ${formatCents(MIN_TOPUP_CENTS)} and ${formatCents(MAX_TOPUP_CENTS)}`,
        "amount",
      );
    }

    const card = await this.cards.findByNumber(req.cardNumber);
    if (!card || card.status !== "active") {
      throw new TopUpError("Card is not active", "card");
    }
    if (card.balanceCents + req.amountCents > MAX_BALANCE_CENTS) {
      throw new TopUpError(
        `Balance would exceed ${formatCents(MAX_BALANCE_CENTS)}`,
        "balance",
      );
    }

    const transactionId = randomUUID();
    const charge = await this.payments.charge(req.paymentToken, req.amountCents, transactionId);
    if (!charge.ok) {
      throw new TopUpError(charge.reason ?? "Payment declined", "payment");
    }

    const newBalanceCents = await this.cards.credit(card.id, req.amountCents, transactionId);
    await this.audit.record("fare_card.topup", {
      transactionId,
      cardId: card.id,
      amountCents: req.amountCents,
      channel: req.channel,
    });
    return { transactionId, newBalanceCents };
  }
}
