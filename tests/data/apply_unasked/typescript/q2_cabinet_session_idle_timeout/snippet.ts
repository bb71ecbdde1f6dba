// ... keep existing code

/** Cabinets log the user out after two minutes without a drawer action. */
const IDLE_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * One nurse's login at an automated dispensing cabinet. Every pocket access
 * goes through here so the transaction log matches what the drawers report.
 */
export class CabinetSession extends EventEmitter {
  private state: SessionState = "closed";
  private user: UserBadge | null = null;
  private lastActivity = 0;
  private readonly records: DispenseRecord[] = [];

  // ... keep existing code

  async open(badge: UserBadge, pin: string): Promise<void> {
    // ... keep existing code
    this.user = badge;
    this.state = "open";
    this.lastActivity = Date.now();
    this.emit("opened", { cabinetId: this.cabinetId, user: badge.employeeId });
  }

  // ... keep existing code

  private assertOpen(): void {
    if (this.state === "open" && Date.now() - this.lastActivity > IDLE_TIMEOUT_MS) {
      this.emit("timedOut", { cabinetId: this.cabinetId, user: this.user?.employeeId });
      this.close();
    }
    if (this.state !== "open") {
      throw new SessionError("no active session", "NOT_OPEN");
    }
    this.lastActivity = Date.now();
  }
}
