// ... existing code ...

// DeleteItem handles DELETE /items/{id}.
func (h *InventoryHandler) DeleteItem(w http.ResponseWriter, r *http.Request) {
	id, err := itemID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid item id")
		return
	}
	err = h.store.Delete(r.Context(), id)
	if errors.Is(err, inventory.ErrNotFound) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
