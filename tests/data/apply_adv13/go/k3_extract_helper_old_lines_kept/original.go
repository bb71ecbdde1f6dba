package api

import (
	"encoding/json"
	"net/http"
	"strings"
)

type CreateProjectRequest struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Tags        []string `json:"tags"`
}

type Handler struct {
	store Store
}

func (h *Handler) CreateProject(w http.ResponseWriter, r *http.Request) {
	var req CreateProjectRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	req.Name = strings.TrimSpace(req.Name)
	if req.Name == "" {
		http.Error(w, "name is required", http.StatusUnprocessableEntity)
		return
	}

	user := userFrom(r.Context())
	project, err := h.store.CreateProject(r.Context(), user.ID, req.Name, req.Description, req.Tags)
	if err != nil {
		http.Error(w, "could not create project", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(project)
}

func (h *Handler) DeleteProject(w http.ResponseWriter, r *http.Request) {
	user := userFrom(r.Context())
	id := r.PathValue("id")
	if err := h.store.DeleteProject(r.Context(), user.ID, id); err != nil {
		http.Error(w, "could not delete project", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
