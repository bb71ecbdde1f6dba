// ... existing code ...
import { AuditLog } from "./audit/auditLog";
import { formatCents } from "./money";

// ... existing code ...

    if (req.amountCents < MIN_TOPUP_CENTS || req.amountCents > MAX_TOPUP_CENTS) {
      throw new TopUpError(
        `Top-up must be between ${formatCents(MIN_TOPUP_CENTS)} and ${formatCents(MAX_TOPUP_CENTS)}`,
        "amount",
      );
    }

    // ... existing code ...
    if (card.balanceCents + req.amountCents > MAX_BALANCE_CENTS) {
      throw new TopUpError(
        `Balance would exceed ${formatCents(MAX_BALANCE_CENTS)}`,
        "balance",
      );
    }

// ... existing code ...
