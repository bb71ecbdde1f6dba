package worker

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

var jobDuration = prometheus.NewHistogramVec(
	prometheus.HistogramOpts{
		Name: "worker_job_duration_seconds",
		Help: "Time spent processing a job, by kind and outcome.",
	},
	[]string{"kind", "outcome"},
)

type Job struct {
	ID      string
	Kind    string
	Payload []byte
}

type HandlerFunc func(ctx context.Context, job Job) error

type Pool struct {
	workers  int
	timeout  time.Duration
	handlers map[string]HandlerFunc
	jobs     chan Job
	wg       sync.WaitGroup
	logger   *slog.Logger
}

func NewPool(workers int, timeout time.Duration, logger *slog.Logger) *Pool {
	return &Pool{
		workers:  workers,
		timeout:  timeout,
		handlers: make(map[string]HandlerFunc),
		jobs:     make(chan Job, workers*4),
		logger:   logger,
	}
}

func (p *Pool) Handle(kind string, fn HandlerFunc) {
	p.handlers[kind] = fn
}

func (p *Pool) Submit(job Job) {
	p.jobs <- job
}

func (p *Pool) Start(ctx context.Context) {
	for i := 0; i < p.workers; i++ {
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			for job := range p.jobs {
				p.process(ctx, job)
			}
		}()
	}
}

func (p *Pool) Stop() {
	close(p.jobs)
	p.wg.Wait()
}

func (p *Pool) process(ctx context.Context, job Job) {
	fn, ok := p.handlers[job.Kind]
	if !ok {
		p.logger.Warn("no handler for job", "kind", job.Kind, "id", job.ID)
		return
	}
	start := time.Now()
	outcome := "ok"
	defer func() {
		jobDuration.WithLabelValues(job.Kind, outcome).Observe(time.Since(start).Seconds())
	}()
	ctx, cancel := context.WithTimeout(ctx, p.timeout)
	defer cancel()
	if err := fn(ctx, job); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			outcome = "timeout"
			p.logger.Error("job timed out", "kind", job.Kind, "id", job.ID)
			return
		}
		outcome = "error"
		p.logger.Error("job failed", "kind", job.Kind, "id", job.ID, "err", err)
	}
}
