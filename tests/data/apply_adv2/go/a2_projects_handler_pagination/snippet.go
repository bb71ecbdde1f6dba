func (h *ProjectHandler) list(w http.ResponseWriter, r *http.Request) {
	opts := store.ListOptions{Limit: 50}
	q := r.URL.Query()
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 200 {
			writeError(w, http.StatusBadRequest, "limit must be between 1 and 200")
			return
		}
		opts.Limit = n
	}
	opts.Cursor = q.Get("cursor")

	page, err := h.store.List(r.Context(), opts)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list projects")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"items":       page.Items,
		"next_cursor": page.NextCursor,
	})
}
