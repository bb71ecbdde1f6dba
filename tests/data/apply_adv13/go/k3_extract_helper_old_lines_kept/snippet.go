// ... existing code ...

func (h *Handler) CreateProject(w http.ResponseWriter, r *http.Request) {
	req, ok := decodeCreateProject(w, r)
	if !ok {
		return
	}

	// ... existing code ...
}

func decodeCreateProject(w http.ResponseWriter, r *http.Request) (CreateProjectRequest, bool) {
	var req CreateProjectRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return req, false
	}
	req.Name = strings.TrimSpace(req.Name)
	if req.Name == "" {
		http.Error(w, "name is required", http.StatusUnprocessableEntity)
		return req, false
	}
	return req, true
}

// ... existing code ...
