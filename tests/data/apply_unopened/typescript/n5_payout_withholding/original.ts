import { Injectable, Logger } from "@nestjs/common";
import { PrizePoolRepository } from "../repositories/prize-pool.repository";
import { PayoutRepository } from "../repositories/payout.repository";
import { TeamRepository } from "../repositories/team.repository";
import type { Payout, PayoutStatus, Placement } from "../domain/payout";

export interface PayoutLine {
  teamId: string;
  placement: string;
  grossCents: number;
  netCents: number;
  perPlayerCents: number;
}

@Injectable()
export class PayoutService {
  private readonly logger = new Logger(PayoutService.name);

  constructor(
    private readonly prizePools: PrizePoolRepository,
    private readonly payouts: PayoutRepository,
    private readonly teams: TeamRepository,
  ) {}

  async preview(tournamentId: string, placements: Placement[]): Promise<PayoutLine[]> {
    const pool = await this.prizePools.getByTournament(tournamentId);
    const lines: PayoutLine[] = [];

    for (const placement of placements) {
      const share = pool.distribution.find((d) => d.place === placement.place);
      if (!share) {
        this.logger.warn(`No prize share for place ${placement.place} in ${tournamentId}`);
        continue;
      }

      const team = await this.teams.getById(placement.teamId);
      const grossCents = share.amountCents;
      const netCents = grossCents;
      const perPlayerCents = Math.floor(netCents / team.roster.length);

      lines.push({
        teamId: team.id,
        placement: placement.place,
        grossCents,
        netCents,
        perPlayerCents,
      });
    }

    return lines;
  }

  async commit(tournamentId: string, placements: Placement[]): Promise<Payout[]> {
    const lines = await this.preview(tournamentId, placements);
    const created: Payout[] = [];
    for (const line of lines) {
      const payout = await this.payouts.create({
        tournamentId,
        teamId: line.teamId,
        amountCents: line.netCents,
        status: "pending" as PayoutStatus,
      });
      created.push(payout);
    }
    this.logger.log(`Queued ${created.length} payouts for ${tournamentId}`);
    return created;
  }
}
