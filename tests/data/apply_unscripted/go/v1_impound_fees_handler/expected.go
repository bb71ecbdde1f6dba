package towapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/cityparking/enforcement/internal/impound"
)

// Server exposes the impound lot API used by tow operators and the release desk.
type Server struct {
	lots *impound.Registry
	mux  *http.ServeMux
}

// NewServer wires the HTTP routes for the towing service.
func NewServer(lots *impound.Registry) *Server {
	s := &Server{lots: lots, mux: http.NewServeMux()}
	s.mux.HandleFunc("GET /impounds", s.handleListImpounds)
	s.mux.HandleFunc("GET /impounds/{plate}", s.handleGetImpound)
	s.mux.HandleFunc("POST /impounds", s.handleCreateImpound)
	s.mux.HandleFunc("POST /impounds/{plate}/release", s.handleReleaseVehicle)
	s.mux.HandleFunc("GET /impounds/{plate}/fees", s.handleGetFees)
	return s
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// handleListImpounds returns every vehicle currently held at any lot.
func (s *Server) handleListImpounds(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.lots.List())
}

// handleGetImpound returns the impound record for one plate.
func (s *Server) handleGetImpound(w http.ResponseWriter, r *http.Request) {
	rec, ok := s.lots.Find(r.PathValue("plate"))
	if !ok {
		http.Error(w, "vehicle not found", http.StatusNotFound)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

// handleCreateImpound records a vehicle dropped off by a tow truck.
func (s *Server) handleCreateImpound(w http.ResponseWriter, r *http.Request) {
	var req impound.Intake
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid intake payload", http.StatusBadRequest)
		return
	}
	req.ReceivedAt = time.Now()
	rec, err := s.lots.Admit(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	writeJSON(w, http.StatusCreated, rec)
}

// handleReleaseVehicle releases a vehicle once its fees have been settled.
func (s *Server) handleReleaseVehicle(w http.ResponseWriter, r *http.Request) {
	rec, ok := s.lots.Find(r.PathValue("plate"))
	if !ok {
		http.Error(w, "vehicle not found", http.StatusNotFound)
		return
	}
	if err := s.lots.Release(rec, time.Now()); err != nil {
		http.Error(w, err.Error(), http.StatusPaymentRequired)
		return
	}
	writeJSON(w, http.StatusOK, rec)
}

// handleGetFees returns the towing and storage fees currently owed for one plate.
func (s *Server) handleGetFees(w http.ResponseWriter, r *http.Request) {
	rec, ok := s.lots.Find(r.PathValue("plate"))
	if !ok {
		http.Error(w, "vehicle not found", http.StatusNotFound)
		return
	}
	writeJSON(w, http.StatusOK, s.lots.FeesOwed(rec, time.Now()))
}
