// ... existing code ...

func normalizeComment(s string, max int) string {
	s = strings.TrimSpace(s)
	if len(s) > max {
		s = s[:max]
	}
	return s
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
	var req ReportRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "malformed report", http.StatusBadRequest)
		return
	}
	if err := validateReport(req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	// ... existing code ...
}
