package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"example.com/shop/internal/orders"
)

type createOrderRequest struct {
	CustomerID string              `json:"customer_id"`
	Items      []orders.LineItem   `json:"items"`
	Coupon     string              `json:"coupon,omitempty"`
	Address    orders.ShippingAddr `json:"address"`
}

type Handler struct {
	orders *orders.Service
}

func (h *Handler) CreateOrder(w http.ResponseWriter, r *http.Request) {
	var req createOrderRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	if req.CustomerID == "" || len(req.Items) == 0 {
		writeError(w, http.StatusBadRequest, "customer_id and items are required")
		return
	}
	order, err := h.orders.Create(r.Context(), req.CustomerID, req.Items, req.Coupon, req.Address)
	if errors.Is(err, orders.ErrOutOfStock) {
		writeError(w, http.StatusConflict, err.Error())
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not create order")
		return
	}
	writeJSON(w, http.StatusCreated, order)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
