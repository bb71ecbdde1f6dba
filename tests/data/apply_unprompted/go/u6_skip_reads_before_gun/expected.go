package ingest

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"
	"time"
)

// Read is one chip crossing as posted by a timing mat decoder.
type Read struct {
	Mat    string    `json:"mat"`
	Chip   string    `json:"chip"`
	SeenAt time.Time `json:"seen_at"`
}

// Store persists chip reads for the results engine.
type Store interface {
	SaveReads(reads []Read) error
}

// Server receives reads from the decoders at every timing mat on the course.
type Server struct {
	store   Store
	mats    map[string]bool
	gunTime time.Time
	log     *slog.Logger

	mu       sync.Mutex
	lastSeen map[string]time.Time
}

func NewServer(store Store, mats []string, gunTime time.Time, log *slog.Logger) *Server {
	known := make(map[string]bool, len(mats))
	for _, m := range mats {
		known[m] = true
	}
	return &Server{store: store, mats: known, gunTime: gunTime, log: log, lastSeen: map[string]time.Time{}}
}

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /reads", s.handleReads)
	mux.HandleFunc("GET /mats", s.handleMatStatus)
	mux.HandleFunc("GET /healthz", s.handleHealth)
	return mux
}

func (s *Server) handleReads(w http.ResponseWriter, r *http.Request) {
	var reads []Read
	if err := json.NewDecoder(r.Body).Decode(&reads); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}

	accepted := make([]Read, 0, len(reads))
	skipped := 0
	for _, rd := range reads {
		if !s.mats[rd.Mat] {
			http.Error(w, "unknown mat "+rd.Mat, http.StatusBadRequest)
			return
		}
		// Decoders are switched on well before the start; ignore test waves
		// and warm-up crossings from before the gun.
		if rd.SeenAt.Before(s.gunTime) {
			skipped++
			continue
		}
		accepted = append(accepted, rd)
	}

	if err := s.store.SaveReads(accepted); err != nil {
		s.log.Error("saving reads failed", "err", err, "count", len(accepted))
		http.Error(w, "could not save reads", http.StatusInternalServerError)
		return
	}

	s.mu.Lock()
	for _, rd := range accepted {
		s.lastSeen[rd.Mat] = time.Now()
	}
	s.mu.Unlock()

	writeJSON(w, http.StatusAccepted, map[string]int{"accepted": len(accepted), "skipped": skipped})
}

func (s *Server) handleMatStatus(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	status := make(map[string]string, len(s.mats))
	for mat := range s.mats {
		seen, ok := s.lastSeen[mat]
		switch {
		case !ok:
			status[mat] = "silent"
		case time.Since(seen) > 2*time.Minute:
			status[mat] = "stale"
		default:
			status[mat] = "ok"
		}
	}
	writeJSON(w, http.StatusOK, status)
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
