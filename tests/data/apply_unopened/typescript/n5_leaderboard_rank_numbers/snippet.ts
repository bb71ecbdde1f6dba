  async getRegionLeaderboard(region: Region, limit = 50): Promise<LeaderboardRow[]> {
    // ... existing code ...
    const rows = records
      .map(toRow)
      .filter((row) => row.matchesPlayed >= MIN_MATCHES_FOR_RANKING);
    return rows.slice(0, limit).map((row, i) => ({ ...row, rank: i + 1 }));
  }
