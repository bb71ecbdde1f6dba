package agents

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"sync"
	"time"
)

// AgentState is the last status a build agent reported.
type AgentState string

const (
	StateIdle     AgentState = "idle"
	StateBuilding AgentState = "building"
	StateOffline  AgentState = "offline"
)

// Agent describes one build machine in the farm.
type Agent struct {
	Name     string     `json:"name"`
	Platform string     `json:"platform"` // win64, ps5, xsx, switch
	State    AgentState `json:"state"`
	JobID    string     `json:"job_id,omitempty"`
	LastSeen time.Time  `json:"-"`
}

// Registry tracks agents by name.
type Registry struct {
	mu     sync.RWMutex
	agents map[string]*Agent
}

func NewRegistry() *Registry {
	return &Registry{agents: make(map[string]*Agent)}
}

// Heartbeat records a status report from an agent.
func (r *Registry) Heartbeat(a Agent) {
	r.mu.Lock()
	defer r.mu.Unlock()

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

// Idle returns agents for a platform that can take a job.
func (r *Registry) Idle(platform string) []*Agent {
	r.mu.RLock()
	defer r.mu.RUnlock()

	var out []*Agent
	for _, a := range r.agents {
		if a.Platform == platform && a.State == StateIdle {
			out = append(out, a)
		}
	}
	return out
}

// ServeHTTP accepts heartbeat POSTs from agents.
func (r *Registry) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var a Agent
	if err := json.NewDecoder(req.Body).Decode(&a); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.Heartbeat(a)
	w.WriteHeader(http.StatusNoContent)
}

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
