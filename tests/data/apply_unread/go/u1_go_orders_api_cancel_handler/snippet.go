	mux.HandleFunc("POST /orders", h.createOrder)
	mux.HandleFunc("POST /orders/{id}/cancel", h.cancelOrder)
	mux.HandleFunc("DELETE /orders/{id}", h.deleteOrder)

// ...

	writeJSON(w, http.StatusCreated, order)
}

func (h *Handler) cancelOrder(w http.ResponseWriter, r *http.Request) {
	order, err := h.Orders.Cancel(r.Context(), r.PathValue("id"))
	switch {
	case errors.Is(err, orders.ErrNotFound):
		writeError(w, http.StatusNotFound, err)
		return
	case errors.Is(err, orders.ErrAlreadyShipped):
		writeError(w, http.StatusConflict, err)
		return
	case err != nil:
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func (h *Handler) deleteOrder(w http.ResponseWriter, r *http.Request) {
	// ...
