package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"example.com/shop/internal/orders"
)

// OrderHandler exposes the order service over HTTP.
type OrderHandler struct {
	svc *orders.Service
}

func NewOrderHandler(svc *orders.Service) *OrderHandler {
	return &OrderHandler{svc: svc}
}

func (h *OrderHandler) Routes(r chi.Router) {
	r.Get("/orders", h.List)
	r.Get("/orders/{id}", h.Get)
	r.Post("/orders", h.Create)
	r.Post("/orders/{id}/cancel", h.Cancel)
}

func (h *OrderHandler) List(w http.ResponseWriter, r *http.Request) {
	list, err := h.svc.List(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (h *OrderHandler) Get(w http.ResponseWriter, r *http.Request) {
	id, err := orderID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	order, err := h.svc.Get(r.Context(), id)
	if errors.Is(err, orders.ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func (h *OrderHandler) Create(w http.ResponseWriter, r *http.Request) {
	var req orders.CreateRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	order, err := h.svc.Create(r.Context(), req)
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err)
		return
	}
	writeJSON(w, http.StatusCreated, order)
}

func (h *OrderHandler) Cancel(w http.ResponseWriter, r *http.Request) {
	id, err := orderID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := h.svc.Cancel(r.Context(), id); err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func orderID(r *http.Request) (int64, error) {
	return strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": err.Error()})
}
