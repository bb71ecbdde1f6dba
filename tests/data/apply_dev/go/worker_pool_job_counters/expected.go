// Package worker runs jobs from a queue on a fixed number of goroutines.
package worker

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// Job is one unit of work.
type Job interface {
	ID() string
	Run(ctx context.Context) error
}

var ErrClosed = errors.New("worker: pool closed")

// Pool runs submitted jobs on size goroutines.
type Pool struct {
	jobs    chan Job
	wg      sync.WaitGroup
	logger  *slog.Logger
	timeout time.Duration

	mu     sync.Mutex
	closed bool

	succeeded atomic.Int64
	failed    atomic.Int64
}

func NewPool(size, queue int, timeout time.Duration, logger *slog.Logger) *Pool {
	p := &Pool{
		jobs:    make(chan Job, queue),
		logger:  logger,
		timeout: timeout,
	}
	for i := 0; i < size; i++ {
		p.wg.Add(1)
		go p.worker(i)
	}
	return p
}

// Submit queues a job; it blocks while the queue is full.
func (p *Pool) Submit(job Job) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return ErrClosed
	}
	p.jobs <- job
	return nil
}

func (p *Pool) worker(n int) {
	defer p.wg.Done()
	for job := range p.jobs {
		ctx, cancel := context.WithTimeout(context.Background(), p.timeout)
		start := time.Now()
		err := job.Run(ctx)
		cancel()
		if err != nil {
			p.failed.Add(1)
			p.logger.Error("job failed", "worker", n, "job", job.ID(), "err", err)
			continue
		}
		p.succeeded.Add(1)
		p.logger.Debug("job done", "worker", n, "job", job.ID(), "took", time.Since(start))
	}
}

// Stats reports how many jobs have succeeded and failed so far.
func (p *Pool) Stats() (succeeded, failed int64) {
	return p.succeeded.Load(), p.failed.Load()
}

// Close stops accepting jobs and waits for the queued ones to finish.
func (p *Pool) Close() {
	p.mu.Lock()
	if !p.closed {
		p.closed = true
		close(p.jobs)
	}
	p.mu.Unlock()
	p.wg.Wait()
}
