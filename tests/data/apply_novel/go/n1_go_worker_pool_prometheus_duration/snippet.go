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

// ... existing code ...

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
