func (h *UserHandler) Routes(mux *http.ServeMux) {
	// ... existing routes ...
	mux.HandleFunc("GET /users/{id}", h.handleGetUser)
	mux.HandleFunc("PATCH /users/{id}", h.handleUpdateUser)
	mux.HandleFunc("DELETE /users/{id}", h.handleDeleteUser)
}

// ... existing code ...

func (h *UserHandler) handleGetUser(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
	writeJSON(w, http.StatusOK, user)
}

func (h *UserHandler) handleUpdateUser(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var input store.UserInput
	if err := json.NewDecoder(r.Body).Decode(&input); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	user, err := h.users.Update(r.Context(), id, input)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, err)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, user)
}

func (h *UserHandler) handleDeleteUser(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
