import { Injectable, Logger } from "@nestjs/common";
import { withholdingRateFor } from "../tax/withholding";
import { PrizePoolRepository } from "../repositories/prize-pool.repository";
// ... existing code ...

      const team = await this.teams.getById(placement.teamId);
      const grossCents = share.amountCents;
      const withheldCents = Math.round(grossCents * withholdingRateFor(team.countryCode));
      const netCents = grossCents - withheldCents;
      const perPlayerCents = Math.floor(netCents / team.roster.length);

// ... existing code ...
