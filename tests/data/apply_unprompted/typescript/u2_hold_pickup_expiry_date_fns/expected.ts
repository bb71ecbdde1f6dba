import { HoldRequest, HoldStatus } from "./models/hold";
import { BranchCatalog } from "./catalog/branchCatalog";
import { logger } from "../util/logger";
import { addDays } from "date-fns";

const MAX_ACTIVE_HOLDS = 15;
const HOLD_PICKUP_DAYS = 7;

export class HoldQueueService {
  private queues = new Map<string, HoldRequest[]>();

  constructor(private readonly catalog: BranchCatalog) {}

  placeHold(patronId: string, itemId: string, pickupBranch: string): HoldRequest {
    const active = this.activeHoldsFor(patronId);
    if (active.length >= MAX_ACTIVE_HOLDS) {
      throw new Error(`Patron ${patronId} already has ${MAX_ACTIVE_HOLDS} active holds`);
    }
    if (!this.catalog.hasBranch(pickupBranch)) {
      throw new Error(`Unknown pickup branch: ${pickupBranch}`);
    }
    const hold: HoldRequest = {
      id: `${itemId}-${patronId}-${Date.now()}`,
      patronId,
      itemId,
      pickupBranch,
      status: HoldStatus.Queued,
      placedAt: new Date(),
    };
    const queue = this.queues.get(itemId) ?? [];
    queue.push(hold);
    this.queues.set(itemId, queue);
    logger.info(`Hold ${hold.id} queued at position ${queue.length}`);
    return hold;
  }

  cancelHold(itemId: string, holdId: string): boolean {
    const queue = this.queues.get(itemId);
    if (!queue) {
      return false;
    }
    const index = queue.findIndex((h) => h.id === holdId);
    if (index === -1) {
      return false;
    }
    queue.splice(index, 1);
    logger.info(`Hold ${holdId} cancelled`);
    return true;
  }

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

  activeHoldsFor(patronId: string): HoldRequest[] {
    const result: HoldRequest[] = [];
    for (const queue of this.queues.values()) {
      for (const hold of queue) {
        if (hold.patronId === patronId && hold.status !== HoldStatus.Cancelled) {
          result.push(hold);
        }
      }
    }
    return result;
  }
}
