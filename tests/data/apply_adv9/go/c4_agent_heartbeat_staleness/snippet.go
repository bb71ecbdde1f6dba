import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"sync"
	"time"
)

// ... existing code ...

type Agent struct {
	Name     string     `json:"name"`
	Platform string     `json:"platform"` // win64, ps5, xsx, switch
	State    AgentState `json:"state"`
	JobID    string     `json:"job_id,omitempty"`
	LastSeen time.Time  `json:"-"`
}

// ... existing code ...

	existing, ok := r.agents[a.Name]
	if !ok {
		log.Printf("agents: new agent %s (%s)", a.Name, a.Platform)
		a.LastSeen = time.Now()
		r.agents[a.Name] = &a
		return
	}
	existing.State = a.State
	existing.JobID = a.JobID
	existing.LastSeen = time.Now()
}

// ... existing code ...

// Run supervises the registry until ctx is done.
func (r *Registry) Run(ctx context.Context) {
	ticker := time.NewTicker(15 * time.Second)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-ticker.C:
			r.mu.Lock()
			for _, a := range r.agents {
				if a.State != StateOffline && now.Sub(a.LastSeen) > time.Minute {
					log.Printf("agents: %s missed heartbeats, marking offline", a.Name)
					a.State = StateOffline
				}
			}
			r.mu.Unlock()
		}
	}
}
