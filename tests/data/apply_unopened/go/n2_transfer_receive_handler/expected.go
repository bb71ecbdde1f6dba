package transfers

import (
	"encoding/json"
	"log/slog"
	"net/http"
)

// Server exposes the inter-branch transfer workflow over HTTP.
type Server struct {
	store  Store
	clock  Clock
	logger *slog.Logger
}

func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /transfers/{transferID}/dispatch", s.handleDispatch)
	mux.HandleFunc("POST /transfers/{transferID}/receive", s.handleReceive)
	mux.HandleFunc("POST /transfers/{transferID}/cancel", s.handleCancel)
}

func (s *Server) handleDispatch(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("transferID")
	t, err := s.store.GetTransfer(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, "transfer not found")
		return
	}
	if t.Status != StatusRequested {
		writeError(w, http.StatusConflict, "transfer is not awaiting dispatch")
		return
	}
	t.Status = StatusInTransit
	t.DispatchedAt = s.clock.Now()
	if err := s.store.SaveTransfer(r.Context(), t); err != nil {
		s.logger.Error("save transfer", "transfer_id", id, "err", err)
		writeError(w, http.StatusInternalServerError, "could not save transfer")
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func (s *Server) handleReceive(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("transferID")
	t, err := s.store.GetTransfer(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, "transfer not found")
		return
	}
	if t.Status != StatusInTransit {
		writeError(w, http.StatusConflict, "transfer is not in transit")
		return
	}
	t.Status = StatusReceived
	t.ReceivedAt = s.clock.Now()
	if err := s.store.CompleteTransfer(r.Context(), t); err != nil {
		s.logger.Error("save transfer", "transfer_id", id, "err", err)
		writeError(w, http.StatusInternalServerError, "could not save transfer")
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func (s *Server) handleCancel(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("transferID")
	t, err := s.store.GetTransfer(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, "transfer not found")
		return
	}
	if t.Status == StatusReceived {
		writeError(w, http.StatusConflict, "transfer has already been received")
		return
	}
	t.Status = StatusCancelled
	t.CancelledAt = s.clock.Now()
	if err := s.store.SaveTransfer(r.Context(), t); err != nil {
		s.logger.Error("save transfer", "transfer_id", id, "err", err)
		writeError(w, http.StatusInternalServerError, "could not save transfer")
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
