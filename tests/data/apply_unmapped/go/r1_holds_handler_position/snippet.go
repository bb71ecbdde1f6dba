func (h *Handler) Routes(r chi.Router) {
	r.Get("/patrons/{card}/holds", h.handleListHolds)
	r.Post("/patrons/{card}/holds", h.handlePlaceHold)
	r.Get("/patrons/{card}/holds/{holdID}/position", h.handleHoldPosition)
	r.Delete("/patrons/{card}/holds/{holdID}", h.handleCancelHold)
	r.Post("/patrons/{card}/holds/{holdID}/freeze", h.handleFreezeHold)
}

// ...

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
	// ...
