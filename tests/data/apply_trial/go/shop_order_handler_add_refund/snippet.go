// ... existing code ...

func (h *OrderHandler) Routes(r chi.Router) {
	r.Get("/orders", h.List)
	r.Get("/orders/{id}", h.Get)
	r.Post("/orders", h.Create)
	r.Post("/orders/{id}/cancel", h.Cancel)
	r.Post("/orders/{id}/refund", h.Refund)
}

// ... existing code ...

func (h *OrderHandler) Cancel(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *OrderHandler) Refund(w http.ResponseWriter, r *http.Request) {
	id, err := orderID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	refund, err := h.svc.Refund(r.Context(), id)
	if errors.Is(err, orders.ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	writeJSON(w, http.StatusOK, refund)
}

// ... existing code ...
