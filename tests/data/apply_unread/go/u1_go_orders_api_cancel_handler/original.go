package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"example.com/shop/internal/orders"
)

type Handler struct {
	Orders *orders.Store
}

func (h *Handler) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /orders", h.listOrders)
	mux.HandleFunc("GET /orders/{id}", h.getOrder)
	mux.HandleFunc("POST /orders", h.createOrder)
	mux.HandleFunc("DELETE /orders/{id}", h.deleteOrder)
	return mux
}

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 {
		limit = 50
	}
	list, err := h.Orders.List(r.Context(), limit)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (h *Handler) getOrder(w http.ResponseWriter, r *http.Request) {
	order, err := h.Orders.Get(r.Context(), r.PathValue("id"))
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

func (h *Handler) createOrder(w http.ResponseWriter, r *http.Request) {
	var in orders.NewOrder
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	order, err := h.Orders.Create(r.Context(), in)
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err)
		return
	}
	writeJSON(w, http.StatusCreated, order)
}

func (h *Handler) deleteOrder(w http.ResponseWriter, r *http.Request) {
	err := h.Orders.Delete(r.Context(), r.PathValue("id"))
	if errors.Is(err, orders.ErrNotFound) {
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
