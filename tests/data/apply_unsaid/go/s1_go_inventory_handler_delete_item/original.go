package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"example.com/warehouse/internal/inventory"
)

// InventoryHandler exposes the inventory store over HTTP.
type InventoryHandler struct {
	store inventory.Store
}

// NewInventoryHandler builds a handler backed by the given store.
func NewInventoryHandler(store inventory.Store) *InventoryHandler {
	return &InventoryHandler{store: store}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func itemID(r *http.Request) (int64, error) {
	return strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
}

// ListItems handles GET /items.
func (h *InventoryHandler) ListItems(w http.ResponseWriter, r *http.Request) {
	items, err := h.store.List(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, items)
}

// GetItem handles GET /items/{id}.
func (h *InventoryHandler) GetItem(w http.ResponseWriter, r *http.Request) {
	id, err := itemID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid item id")
		return
	}
	item, err := h.store.Get(r.Context(), id)
	if errors.Is(err, inventory.ErrNotFound) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, item)
}

// CreateItem handles POST /items.
func (h *InventoryHandler) CreateItem(w http.ResponseWriter, r *http.Request) {
	var in inventory.Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	created, err := h.store.Create(r.Context(), in)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusCreated, created)
}

// UpdateItem handles PUT /items/{id}.
func (h *InventoryHandler) UpdateItem(w http.ResponseWriter, r *http.Request) {
	id, err := itemID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid item id")
		return
	}
	var in inventory.Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	in.ID = id
	updated, err := h.store.Update(r.Context(), in)
	if errors.Is(err, inventory.ErrNotFound) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, updated)
}
