import { EventEmitter } from "events";
import type { CabinetDriver, DispenseRecord, PocketId, UserBadge } from "./cabinet-types";

export type SessionState = "closed" | "open" | "locked";

export class SessionError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = "SessionError";
  }
}

/**
 * One nurse's login at an automated dispensing cabinet. Every pocket access
 * goes through here so the transaction log matches what the drawers report.
 */
export class CabinetSession extends EventEmitter {
  private state: SessionState = "closed";
  private user: UserBadge | null = null;
  private readonly records: DispenseRecord[] = [];

  constructor(
    private readonly driver: CabinetDriver,
    readonly cabinetId: string,
  ) {
    super();
  }

  async open(badge: UserBadge, pin: string): Promise<void> {
    if (this.state !== "closed") {
      throw new SessionError("session already active", "ALREADY_OPEN");
    }
    const ok = await this.driver.verifyCredentials(badge, pin);
    if (!ok) {
      throw new SessionError("badge or PIN rejected", "AUTH_FAILED");
    }
    this.user = badge;
    this.state = "open";
    this.emit("opened", { cabinetId: this.cabinetId, user: badge.employeeId });
  }

  async dispense(pocket: PocketId, quantity: number, patientMrn: string): Promise<DispenseRecord> {
    this.assertOpen();
    await this.driver.unlockPocket(pocket);
    const counted = await this.driver.readPocketCount(pocket);
    const record: DispenseRecord = {
      pocket,
      quantity,
      patientMrn,
      countAfter: counted - quantity,
      user: this.user!.employeeId,
      at: new Date().toISOString(),
    };
    this.records.push(record);
    this.emit("dispensed", record);
    return record;
  }

  async returnToPocket(pocket: PocketId, quantity: number): Promise<void> {
    this.assertOpen();
    await this.driver.unlockPocket(pocket);
    this.emit("returned", { pocket, quantity, user: this.user!.employeeId });
  }

  close(): DispenseRecord[] {
    this.state = "closed";
    this.user = null;
    this.emit("closed", { cabinetId: this.cabinetId });
    return this.records.splice(0);
  }

  private assertOpen(): void {
    if (this.state !== "open") {
      throw new SessionError("no active session", "NOT_OPEN");
    }
  }
}
