package leaderboard

import (
	"context"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Board is a seasonal leaderboard backed by a Redis sorted set.
type Board struct {
	rdb    *redis.Client
	season string
	ttl    time.Duration
}

func New(rdb *redis.Client, season string, ttl time.Duration) *Board {
	return &Board{rdb: rdb, season: season, ttl: ttl}
}

func (b *Board) key() string {
	return fmt.Sprintf("lb:%s:score", b.season)
}

func (b *Board) legacyKey() string {
	return fmt.Sprintf("leaderboard_%s", b.season)
}

// Submit records a score, keeping only the player's best.
func (b *Board) Submit(ctx context.Context, playerID string, score float64) error {
	pipe := b.rdb.TxPipeline()
	pipe.ZAddGT(ctx, b.key(), redis.Z{Score: score, Member: playerID})
	pipe.Expire(ctx, b.key(), b.ttl)
	b.mirrorLegacy(ctx, pipe, playerID, score)
	_, err := pipe.Exec(ctx)
	if err != nil {
		return fmt.Errorf("submit %s: %w", playerID, err)
	}
	return nil
}

// mirrorLegacy keeps the pre-2.3 key in sync for old clients.
func (b *Board) mirrorLegacy(ctx context.Context, pipe redis.Pipeliner, playerID string, score float64) {
	pipe.ZAddGT(ctx, b.legacyKey(), redis.Z{Score: score, Member: playerID})
	pipe.Expire(ctx, b.legacyKey(), b.ttl)
}

// Entry is one row of a leaderboard page.
type Entry struct {
	Rank     int64
	PlayerID string
	Score    float64
}

// Top returns the first n entries, best first.
func (b *Board) Top(ctx context.Context, n int64) ([]Entry, error) {
	zs, err := b.rdb.ZRevRangeWithScores(ctx, b.key(), 0, n-1).Result()
	if err != nil {
		return nil, fmt.Errorf("top %d: %w", n, err)
	}
	out := make([]Entry, 0, len(zs))
	for i, z := range zs {
		out = append(out, Entry{Rank: int64(i) + 1, PlayerID: z.Member.(string), Score: z.Score})
	}
	return out, nil
}

// Rank returns a player's 1-based rank, or 0 if they have no score.
func (b *Board) Rank(ctx context.Context, playerID string) (int64, error) {
	r, err := b.rdb.ZRevRank(ctx, b.key(), playerID).Result()
	if err == redis.Nil {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("rank %s: %w", playerID, err)
	}
	return r + 1, nil
}

// Reset wipes the current season's board, including the old legacy key.
func (b *Board) Reset(ctx context.Context) error {
	return b.rdb.Del(ctx, b.key(), b.legacyKey()).Err()
}
