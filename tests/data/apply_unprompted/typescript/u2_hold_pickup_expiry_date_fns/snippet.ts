import { HoldRequest, HoldStatus } from "./models/hold";
import { BranchCatalog } from "./catalog/branchCatalog";
import { logger } from "../util/logger";
import { addDays } from "date-fns";

// ... existing code ...

  markReadyForPickup(itemId: string): HoldRequest | undefined {
    const queue = this.queues.get(itemId);
    const next = queue?.find((h) => h.status === HoldStatus.Queued);
    if (!next) {
      return undefined;
    }
    next.status = HoldStatus.ReadyForPickup;
    next.expiresAt = addDays(new Date(), HOLD_PICKUP_DAYS);
    logger.info(`Hold ${next.id} ready for pickup at ${next.pickupBranch}`);
    return next;
  }

// ... existing code ...
