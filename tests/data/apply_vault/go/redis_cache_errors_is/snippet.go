import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"
)

// ... existing code ...

func (c *Cache) Get(ctx context.Context, key string, dst any) (bool, error) {
	raw, err := c.client.Get(ctx, c.key(key)).Bytes()
	if errors.Is(err, redis.Nil) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("cache get %s: %w", key, err)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		slog.WarnContext(ctx, "dropping undecodable cache entry", "key", key, "err", err)
		_ = c.client.Del(ctx, c.key(key)).Err()
		return false, nil
	}
	return true, nil
}

// ... existing code ...
