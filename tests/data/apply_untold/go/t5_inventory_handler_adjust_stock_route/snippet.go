func (h *InventoryHandler) Routes(r chi.Router) {
	r.Get("/items", h.ListItems)
	r.Get("/items/{id}", h.GetItem)
	r.Post("/items", h.CreateItem)
	r.Delete("/items/{id}", h.DeleteItem)
	r.Patch("/items/{id}/stock", h.AdjustStock)
}

// ... existing handlers ...

func (h *InventoryHandler) AdjustStock(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	var req struct {
		Delta int `json:"delta"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	item, err := h.store.AdjustStock(r.Context(), id, req.Delta)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, item)
}

// ... existing code ...
