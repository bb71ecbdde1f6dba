package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"example.com/shop/internal/orders"
)

type listResponse[T any] struct {
	Items []T `json:"items"`
	Count int `json:"count"`
}

type Handlers struct {
	Orders *orders.Service
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func (h *Handlers) GetOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	order, err := h.Orders.Get(r.Context(), id)
	if errors.Is(err, orders.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func (h *Handlers) ListOrders(w http.ResponseWriter, r *http.Request) {
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 {
		limit = 50
	}
	items, err := h.Orders.List(r.Context(), r.URL.Query().Get("customer"), limit)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, listResponse[orders.Order]{Items: items, Count: len(items)})
}

func (h *Handlers) ListRefunds(w http.ResponseWriter, r *http.Request) {
	items, err := h.Orders.Refunds(r.Context(), r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, listResponse[orders.Refund]{Items: items, Count: len(items)})
}

func (h *Handlers) CancelOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := h.Orders.Cancel(r.Context(), id); err != nil {
		if errors.Is(err, orders.ErrNotFound) {
			writeError(w, http.StatusNotFound, "order not found")
			return
		}
		writeError(w, http.StatusConflict, err.Error())
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
