import { Injectable, Logger } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { addMinutes } from "date-fns";
import { In, Repository } from "typeorm";
// ... existing code ...
    const unavailable = seats.filter((s) => s.status !== SeatStatus.Available);
    if (unavailable.length > 0) {
      throw new Error(`Seats no longer available: ${unavailable.map((s) => s.label).join(", ")}`);
    }
    const expiresAt = addMinutes(new Date(), HOLD_MINUTES);
    await this.seats.update({ id: In(seatIds) }, { status: SeatStatus.Held });
// ... existing code ...

  async extendHold(holdId: string, sessionId: string): Promise<SeatHold> {
    const hold = await this.holds.findOneByOrFail({ id: holdId, sessionId });
    hold.expiresAt = addMinutes(new Date(), HOLD_MINUTES);
    return this.holds.save(hold);
  }

// ... existing code ...
