package holds

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"
)

// Handler exposes the hold queue over HTTP for the catalogue website and
// the staff circulation client.
type Handler struct {
	store Store
}

func NewHandler(store Store) *Handler {
	return &Handler{store: store}
}

func (h *Handler) Routes(r chi.Router) {
	r.Get("/patrons/{card}/holds", h.handleListHolds)
	r.Post("/patrons/{card}/holds", h.handlePlaceHold)
	r.Get("/patrons/{card}/holds/{holdID}/position", h.handleHoldPosition)
	r.Delete("/patrons/{card}/holds/{holdID}", h.handleCancelHold)
	r.Post("/patrons/{card}/holds/{holdID}/freeze", h.handleFreezeHold)
}

type placeHoldRequest struct {
	TitleID        string `json:"title_id"`
	PickupBranchID string `json:"pickup_branch_id"`
}

func (h *Handler) handleListHolds(w http.ResponseWriter, r *http.Request) {
	card := chi.URLParam(r, "card")
	holds, err := h.store.ListByPatron(r.Context(), card)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, holds)
}

func (h *Handler) handlePlaceHold(w http.ResponseWriter, r *http.Request) {
	card := chi.URLParam(r, "card")
	var req placeHoldRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	hold, err := h.store.Place(r.Context(), card, req.TitleID, req.PickupBranchID)
	if errors.Is(err, ErrHoldLimitReached) {
		writeError(w, http.StatusConflict, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusCreated, hold)
}

func (h *Handler) handleHoldPosition(w http.ResponseWriter, r *http.Request) {
	card := chi.URLParam(r, "card")
	holdID := chi.URLParam(r, "holdID")
	pos, total, err := h.store.QueuePosition(r.Context(), card, holdID)
	if errors.Is(err, ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int{"position": pos, "queue_length": total})
}

func (h *Handler) handleCancelHold(w http.ResponseWriter, r *http.Request) {
	card := chi.URLParam(r, "card")
	holdID := chi.URLParam(r, "holdID")
	err := h.store.Cancel(r.Context(), card, holdID)
	if errors.Is(err, ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) handleFreezeHold(w http.ResponseWriter, r *http.Request) {
	card := chi.URLParam(r, "card")
	holdID := chi.URLParam(r, "holdID")
	err := h.store.Freeze(r.Context(), card, holdID)
	if errors.Is(err, ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": err.Error()})
}
