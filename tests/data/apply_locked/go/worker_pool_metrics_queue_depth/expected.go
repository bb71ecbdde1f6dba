package worker

import (
	"context"
	"log"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

var (
	jobsProcessed = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "worker_jobs_processed_total",
		Help: "Jobs processed, by outcome.",
	}, []string{"outcome"})
	jobDuration = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "worker_job_duration_seconds",
		Help:    "Time spent running a job.",
		Buckets: prometheus.DefBuckets,
	})
	queueDepth = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "worker_queue_depth",
		Help: "Jobs waiting in the queue.",
	})
)

func init() {
	prometheus.MustRegister(jobsProcessed, jobDuration, queueDepth)
}

// Job is a unit of work pulled from the queue.
type Job interface {
	ID() string
	Run(ctx context.Context) error
}

// Pool runs jobs on a fixed number of goroutines.
type Pool struct {
	size  int
	queue chan Job
	wg    sync.WaitGroup
}

func NewPool(size, capacity int) *Pool {
	return &Pool{size: size, queue: make(chan Job, capacity)}
}

// Submit enqueues a job, blocking while the queue is full.
func (p *Pool) Submit(ctx context.Context, j Job) error {
	select {
	case p.queue <- j:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Start launches the workers; they stop when ctx is cancelled.
func (p *Pool) Start(ctx context.Context) {
	for i := 0; i < p.size; i++ {
		p.wg.Add(1)
		go p.loop(ctx, i)
	}
}

func (p *Pool) loop(ctx context.Context, n int) {
	defer p.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case j := <-p.queue:
			queueDepth.Set(float64(len(p.queue)))
			start := time.Now()
			err := j.Run(ctx)
			jobDuration.Observe(time.Since(start).Seconds())
			if err != nil {
				jobsProcessed.WithLabelValues("error").Inc()
				log.Printf("worker %d: job %s failed: %v", n, j.ID(), err)
				continue
			}
			jobsProcessed.WithLabelValues("ok").Inc()
		}
	}
}

// Wait blocks until every worker has exited.
func (p *Pool) Wait() {
	p.wg.Wait()
}
