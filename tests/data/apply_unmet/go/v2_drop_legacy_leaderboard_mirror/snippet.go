// ... existing code ...

// Submit records a score, keeping only the player's best.
func (b *Board) Submit(ctx context.Context, playerID string, score float64) error {
	pipe := b.rdb.TxPipeline()
	pipe.ZAddGT(ctx, b.key(), redis.Z{Score: score, Member: playerID})
	pipe.Expire(ctx, b.key(), b.ttl)
	_, err := pipe.Exec(ctx)
	if err != nil {
		return fmt.Errorf("submit %s: %w", playerID, err)
	}
	return nil
}

// Entry is one row of a leaderboard page.
type Entry struct {
// ... existing code ...
