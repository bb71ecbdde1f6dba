package cache

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

type Cache struct {
	client *redis.Client
	prefix string
	ttl    time.Duration
}

func New(client *redis.Client, prefix string, ttl time.Duration) *Cache {
	return &Cache{client: client, prefix: prefix, ttl: ttl}
}

func (c *Cache) key(k string) string {
	return c.prefix + ":" + k
}

func (c *Cache) Get(ctx context.Context, key string, dst any) (bool, error) {
	raw, err := c.client.Get(ctx, c.key(key)).Bytes()
	if err == redis.Nil {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("cache get %s: %w", key, err)
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		return false, fmt.Errorf("cache decode %s: %w", key, err)
	}
	return true, nil
}

func (c *Cache) Set(ctx context.Context, key string, value any) error {
	raw, err := json.Marshal(value)
	if err != nil {
		return fmt.Errorf("cache encode %s: %w", key, err)
	}
	return c.client.Set(ctx, c.key(key), raw, c.ttl).Err()
}

func (c *Cache) Delete(ctx context.Context, keys ...string) error {
	full := make([]string, len(keys))
	for i, k := range keys {
		full[i] = c.key(k)
	}
	return c.client.Del(ctx, full...).Err()
}

func (c *Cache) Remember(ctx context.Context, key string, dst any, load func(context.Context) (any, error)) error {
	ok, err := c.Get(ctx, key, dst)
	if err != nil || ok {
		return err
	}
	value, err := load(ctx)
	if err != nil {
		return err
	}
	if err := c.Set(ctx, key, value); err != nil {
		return err
	}
	raw, _ := json.Marshal(value)
	return json.Unmarshal(raw, dst)
}
