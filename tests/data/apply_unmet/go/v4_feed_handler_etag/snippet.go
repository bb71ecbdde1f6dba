func (h *Handler) ServeFeed(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...

	body, err := h.Render(show, eps)
	if err != nil {
		// ... existing code ...
	}

	etag := etagFor(body)
	w.Header().Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}

	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Write(body)
}
