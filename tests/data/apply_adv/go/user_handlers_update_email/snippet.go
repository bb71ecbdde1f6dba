func (h *UserHandler) GetUser(w http.ResponseWriter, r *http.Request) {
	// ...
	writeJSON(w, http.StatusOK, user)
}

type updateEmailRequest struct {
	Email string `json:"email"`
}

func (h *UserHandler) UpdateUserEmail(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	var req updateEmailRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	email := normalizeEmail(req.Email)
	if !strings.Contains(email, "@") {
		writeError(w, http.StatusUnprocessableEntity, "invalid email address")
		return
	}
	user, err := h.users.UpdateEmail(r.Context(), id, email)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "user not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not update user")
		return
	}
	writeJSON(w, http.StatusOK, user)
}

func (h *UserHandler) DeleteUser(w http.ResponseWriter, r *http.Request) {
	// ...
}
