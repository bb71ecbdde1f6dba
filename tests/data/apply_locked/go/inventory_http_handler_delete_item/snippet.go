// ... existing code ...

func (h *Handler) Routes(r chi.Router) {
	r.Get("/items", h.ListItems)
	r.Get("/items/{id}", h.GetItem)
	r.Post("/items", h.CreateItem)
	r.Put("/items/{id}", h.UpdateItem)
	r.Delete("/items/{id}", h.DeleteItem)
}

// ... existing code ...

func (h *Handler) UpdateItem(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *Handler) DeleteItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	err = h.store.Delete(r.Context(), id)
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

// ... existing code ...
