package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/fieldday/festival/internal/lineup"
)

// Server exposes the public lineup over HTTP.
type Server struct {
	store *lineup.Store
}

func NewServer(store *lineup.Store) *Server {
	return &Server{store: store}
}

// Routes registers every public lineup endpoint.
func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /stages", s.handleListStages)
	mux.HandleFunc("GET /stages/{id}", s.handleGetStage)
	mux.HandleFunc("GET /performances", s.handleListPerformances)
	mux.HandleFunc("GET /performances/{id}", s.handleGetPerformance)
}

func (s *Server) handleListStages(w http.ResponseWriter, r *http.Request) {
	stages, err := s.store.Stages(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, stages)
}

func (s *Server) handleGetStage(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "stage id must be a number")
		return
	}
	stage, err := s.store.Stage(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, stage)
}

func (s *Server) handleListPerformances(w http.ResponseWriter, r *http.Request) {
	day := r.URL.Query().Get("day")
	performances, err := s.store.Performances(r.Context(), day)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, performances)
}

func (s *Server) handleGetPerformance(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "performance id must be a number")
		return
	}
	performance, err := s.store.Performance(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, performance)
}

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
