package metrics

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"sync"
)

// Exporter collects counters in memory and pushes them to a gateway on Flush.
type Exporter struct {
	mu         sync.Mutex
	counters   map[string]float64
	gatewayURL string
	client     *http.Client
	statsd     io.Writer
}

func NewExporter(gatewayURL string, statsd io.Writer) *Exporter {
	return &Exporter{
		counters:   make(map[string]float64),
		gatewayURL: gatewayURL,
		client:     http.DefaultClient,
		statsd:     statsd,
	}
}

// Add increments the named counter by delta.
func (e *Exporter) Add(name string, delta float64) {
	e.mu.Lock()
	e.counters[name] += delta
	e.mu.Unlock()
}

// snapshot copies the counters so they can be written without holding the lock.
func (e *Exporter) snapshot() map[string]float64 {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := make(map[string]float64, len(e.counters))
	for k, v := range e.counters {
		out[k] = v
	}
	return out
}

// Flush sends the current counters to every configured sink.
func (e *Exporter) Flush(ctx context.Context) error {
	snap := e.snapshot()
	if err := e.pushGateway(ctx, snap); err != nil {
		return fmt.Errorf("push gateway: %w", err)
	}
	if e.statsd != nil {
		if err := e.pushStatsd(snap); err != nil {
			return fmt.Errorf("statsd: %w", err)
		}
	}
	return nil
}

func (e *Exporter) pushGateway(ctx context.Context, snap map[string]float64) error {
	names := make([]string, 0, len(snap))
	for name := range snap {
		names = append(names, name)
	}
	sort.Strings(names)
	var body bytes.Buffer
	for _, name := range names {
		fmt.Fprintf(&body, "# TYPE %s counter\n%s %g\n", name, name, snap[name])
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, e.gatewayURL, &body)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "text/plain; version=0.0.4")
	resp, err := e.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("unexpected status %s", resp.Status)
	}
	return nil
}

// pushStatsd writes every counter as a statsd "c" line.
func (e *Exporter) pushStatsd(snap map[string]float64) error {
	for name, value := range snap {
		if _, err := fmt.Fprintf(e.statsd, "%s:%g|c\n", name, value); err != nil {
			return err
		}
	}
	return nil
}

// Reset clears every counter.
func (e *Exporter) Reset() {
	e.mu.Lock()
	e.counters = make(map[string]float64)
	e.mu.Unlock()
}
