package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"example.com/stockroom/internal/store"
)

// Handler serves the read-only catalogue API.
type Handler struct {
	store *store.Store
}

// NewHandler returns a Handler backed by s.
func NewHandler(s *store.Store) *Handler {
	return &Handler{store: s}
}

// Routes registers the catalogue endpoints on mux.
func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", h.listItems)
	mux.HandleFunc("GET /items/{sku}", h.getItem)
	mux.HandleFunc("GET /warehouses", h.listWarehouses)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func pageParams(r *http.Request) (limit, offset int) {
	limit, offset = 50, 0
	if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 && v <= 500 {
		limit = v
	}
	if v, err := strconv.Atoi(r.URL.Query().Get("offset")); err == nil && v >= 0 {
		offset = v
	}
	return limit, offset
}

func (h *Handler) listItems(w http.ResponseWriter, r *http.Request) {
	limit, offset := pageParams(r)
	items, err := h.store.ListItems(r.Context(), limit, offset)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list items")
		return
	}
	writeJSON(w, http.StatusOK, items)
}

func (h *Handler) getItem(w http.ResponseWriter, r *http.Request) {
	item, err := h.store.FindBySKU(r.Context(), r.PathValue("sku"))
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load item")
		return
	}
	writeJSON(w, http.StatusOK, item)
}

func (h *Handler) listWarehouses(w http.ResponseWriter, r *http.Request) {
	limit, offset := pageParams(r)
	warehouses, err := h.store.ListWarehouses(r.Context(), limit, offset)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list warehouses")
		return
	}
	writeJSON(w, http.StatusOK, warehouses)
}
