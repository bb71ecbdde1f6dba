package metrics

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Sink receives batches of points collected by the Flusher.
type Sink interface {
	Write(ctx context.Context, points []Point) error
}

type Point struct {
	Name  string
	Value float64
	Tags  map[string]string
	Stamp time.Time
}

type Flusher struct {
	sink     Sink
	interval time.Duration
	maxBatch int
	logger   *slog.Logger

	mu      sync.Mutex
	pending []Point
}

func NewFlusher(sink Sink, interval time.Duration, maxBatch int, logger *slog.Logger) *Flusher {
	return &Flusher{
		sink:     sink,
		interval: interval,
		maxBatch: maxBatch,
		logger:   logger,
	}
}

func (f *Flusher) Add(p Point) {
	f.mu.Lock()
	f.pending = append(f.pending, p)
	full := len(f.pending) >= f.maxBatch
	f.mu.Unlock()
	if full {
		go f.flush(context.Background())
	}
}

func (f *Flusher) Run(ctx context.Context) error {
	ticker := time.NewTicker(f.interval)
	defer ticker.Stop()

	f.logger.Info("metrics flusher started", "interval", f.interval)
	for {
		select {
		case <-ctx.Done():
			flushCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			f.flush(flushCtx)
			cancel()
			return ctx.Err()
		case <-ticker.C:
			start := time.Now()
			f.flush(ctx)
			f.logger.Debug("metrics flushed", "took", time.Since(start))
		}
	}
}

func (f *Flusher) flush(ctx context.Context) {
	f.mu.Lock()
	batch := f.pending
	f.pending = nil
	f.mu.Unlock()

	if len(batch) == 0 {
		return
	}
	if err := f.sink.Write(ctx, batch); err != nil {
		f.logger.Error("metrics flush failed", "points", len(batch), "err", err)
		f.mu.Lock()
		f.pending = append(batch, f.pending...)
		f.mu.Unlock()
	}
}
