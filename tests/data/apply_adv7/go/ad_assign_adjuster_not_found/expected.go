package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/northwind/claims/internal/adjusters"
	"github.com/northwind/claims/internal/claims"
)

type AdjusterHandler struct {
	Adjusters adjusters.Store
	Claims    claims.Store
}

type assignmentRequest struct {
	ClaimID string `json:"claim_id"`
	Note    string `json:"note,omitempty"`
}

func (h *AdjusterHandler) Routes(r chi.Router) {
	r.Get("/adjusters/{id}/claims", h.listClaims)
	r.Post("/adjusters/{id}/assignments", h.assign)
}

func (h *AdjusterHandler) listClaims(w http.ResponseWriter, r *http.Request) {
	adjusterID := chi.URLParam(r, "id")
	open, err := h.Claims.ListOpenByAdjuster(r.Context(), adjusterID)
	if err != nil {
		http.Error(w, "failed to load claims", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, open)
}

func (h *AdjusterHandler) assign(w http.ResponseWriter, r *http.Request) {
	adjusterID := chi.URLParam(r, "id")
	var req assignmentRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid request body", http.StatusBadRequest)
		return
	}
	adj, err := h.Adjusters.Get(r.Context(), adjusterID)
	if errors.Is(err, adjusters.ErrNotFound) {
		http.Error(w, "adjuster not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "failed to load adjuster", http.StatusInternalServerError)
		return
	}
	if !adj.Active {
		http.Error(w, "adjuster is not active", http.StatusConflict)
		return
	}
	if err := h.Claims.Assign(r.Context(), req.ClaimID, adj.ID, req.Note, time.Now().UTC()); err != nil {
		http.Error(w, "failed to assign claim", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"claim_id": req.ClaimID, "adjuster_id": adj.ID})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
