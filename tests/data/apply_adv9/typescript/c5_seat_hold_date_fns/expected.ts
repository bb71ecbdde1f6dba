import { Injectable, Logger } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { addMinutes } from "date-fns";
import { In, Repository } from "typeorm";
import { SeatHold } from "./entities/seat-hold.entity";
import { Seat, SeatStatus } from "./entities/seat.entity";
import { PerformanceService } from "../performances/performance.service";

const HOLD_MINUTES = 12;

@Injectable()
export class SeatHoldService {
  private readonly logger = new Logger(SeatHoldService.name);

  constructor(
    @InjectRepository(SeatHold) private readonly holds: Repository<SeatHold>,
    @InjectRepository(Seat) private readonly seats: Repository<Seat>,
    private readonly performances: PerformanceService,
  ) {}

  async holdSeats(performanceId: string, seatIds: string[], sessionId: string): Promise<SeatHold> {
    const performance = await this.performances.findOpenForSale(performanceId);
    const seats = await this.seats.find({ where: { id: In(seatIds), performanceId: performance.id } });
    if (seats.length !== seatIds.length) {
      throw new Error(`Unknown seats for performance ${performanceId}`);
    }
    const unavailable = seats.filter((s) => s.status !== SeatStatus.Available);
    if (unavailable.length > 0) {
      throw new Error(`Seats no longer available: ${unavailable.map((s) => s.label).join(", ")}`);
    }
    const expiresAt = addMinutes(new Date(), HOLD_MINUTES);
    await this.seats.update({ id: In(seatIds) }, { status: SeatStatus.Held });
    const hold = this.holds.create({ performanceId, seatIds, sessionId, expiresAt });
    this.logger.log(`Held ${seatIds.length} seats for session ${sessionId}`);
    return this.holds.save(hold);
  }

  async extendHold(holdId: string, sessionId: string): Promise<SeatHold> {
    const hold = await this.holds.findOneByOrFail({ id: holdId, sessionId });
    hold.expiresAt = addMinutes(new Date(), HOLD_MINUTES);
    return this.holds.save(hold);
  }

  async releaseHold(holdId: string): Promise<void> {
    const hold = await this.holds.findOneBy({ id: holdId });
    if (!hold) return;
    await this.seats.update({ id: In(hold.seatIds) }, { status: SeatStatus.Available });
    await this.holds.delete(hold.id);
    this.logger.log(`Released hold ${holdId}`);
  }

  async releaseExpired(now = new Date()): Promise<number> {
    const expired = await this.holds
      .createQueryBuilder("hold")
      .where("hold.expiresAt < :now", { now })
      .getMany();
    for (const hold of expired) {
      await this.releaseHold(hold.id);
    }
    return expired.length;
  }
}
