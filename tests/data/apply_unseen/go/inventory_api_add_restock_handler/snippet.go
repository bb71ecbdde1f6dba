// ... existing code ...

func (h *ItemHandler) RestockItem(w http.ResponseWriter, r *http.Request) {
	id, err := itemID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid item id")
		return
	}
	var body struct {
		Quantity int `json:"quantity"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil || body.Quantity <= 0 {
		writeError(w, http.StatusBadRequest, "quantity must be a positive integer")
		return
	}
	item, err := h.store.AdjustStock(r.Context(), id, body.Quantity)
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
