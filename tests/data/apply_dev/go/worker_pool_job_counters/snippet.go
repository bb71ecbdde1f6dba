import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"
)

// ... existing code ...

	mu     sync.Mutex
	closed bool

	succeeded atomic.Int64
	failed    atomic.Int64
}

// ... existing code ...

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

// ... existing code ...
