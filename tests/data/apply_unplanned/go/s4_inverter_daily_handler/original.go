package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/solarcoop/platform/internal/telemetry"
)

// Server exposes panel array and inverter telemetry to the members' dashboard.
type Server struct {
	mux   *http.ServeMux
	store telemetry.Store
}

func NewServer(store telemetry.Store) *Server {
	s := &Server{mux: http.NewServeMux(), store: store}
	s.routes()
	return s
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /arrays", s.handleListArrays)
	s.mux.HandleFunc("GET /arrays/{id}", s.handleGetArray)
	s.mux.HandleFunc("GET /inverters/{id}/latest", s.handleInverterLatest)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func pathID(r *http.Request) (int64, error) {
	return strconv.ParseInt(r.PathValue("id"), 10, 64)
}

func (s *Server) handleListArrays(w http.ResponseWriter, r *http.Request) {
	arrays, err := s.store.ListArrays(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list arrays")
		return
	}
	writeJSON(w, http.StatusOK, arrays)
}

func (s *Server) handleGetArray(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid array id")
		return
	}
	array, err := s.store.GetArray(r.Context(), id)
	if errors.Is(err, telemetry.ErrNotFound) {
		writeError(w, http.StatusNotFound, "array not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load array")
		return
	}
	writeJSON(w, http.StatusOK, array)
}

func (s *Server) handleInverterLatest(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid inverter id")
		return
	}
	sample, err := s.store.LatestSample(r.Context(), id)
	if errors.Is(err, telemetry.ErrNotFound) {
		writeError(w, http.StatusNotFound, "no telemetry for inverter")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load telemetry")
		return
	}
	writeJSON(w, http.StatusOK, sample)
}
