import type { Pool } from "pg";
import { Region } from "../domain/region";

export interface LeaderboardRow {
  playerId: string;
  handle: string;
  region: Region;
  rating: number;
  matchesPlayed: number;
  winRate: number;
  rank?: number;
}

interface RatingRecord {
  player_id: string;
  handle: string;
  region: Region;
  rating: number;
  wins: number;
  losses: number;
}

const MIN_MATCHES_FOR_RANKING = 10;

function toRow(r: RatingRecord): LeaderboardRow {
  const matchesPlayed = r.wins + r.losses;
  return {
    playerId: r.player_id,
    handle: r.handle,
    region: r.region,
    rating: r.rating,
    matchesPlayed,
    winRate: matchesPlayed === 0 ? 0 : r.wins / matchesPlayed,
  };
}

export class RankingService {
  constructor(private readonly db: Pool, private readonly season: string) {}

  async getLeaderboard(limit = 100): Promise<LeaderboardRow[]> {
    const { rows: records } = await this.db.query<RatingRecord>(
      `SELECT player_id, handle, region, rating, wins, losses
         FROM player_ratings
        WHERE season = $1
        ORDER BY rating DESC`,
      [this.season],
    );
    const rows = records
      .map(toRow)
      .filter((row) => row.matchesPlayed >= MIN_MATCHES_FOR_RANKING);
    return rows.slice(0, limit);
  }

  async getRegionLeaderboard(region: Region, limit = 50): Promise<LeaderboardRow[]> {
    const { rows: records } = await this.db.query<RatingRecord>(
      `SELECT player_id, handle, region, rating, wins, losses
         FROM player_ratings
        WHERE season = $1 AND region = $2
        ORDER BY rating DESC`,
      [this.season, region],
    );
    const rows = records
      .map(toRow)
      .filter((row) => row.matchesPlayed >= MIN_MATCHES_FOR_RANKING);
    return rows.slice(0, limit).map((row, i) => ({ ...row, rank: i + 1 }));
  }

  async getPlayerRank(playerId: string): Promise<number | null> {
    const board = await this.getLeaderboard(Number.MAX_SAFE_INTEGER);
    const index = board.findIndex((row) => row.playerId === playerId);
    return index === -1 ? null : index + 1;
  }
}
