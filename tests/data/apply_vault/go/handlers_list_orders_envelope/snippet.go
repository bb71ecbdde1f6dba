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

// ... existing code ...
