// ... existing code ...

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /items", h.listItems)
	mux.HandleFunc("GET /items/{sku}", h.getItem)
	mux.HandleFunc("GET /warehouses", h.listWarehouses)
	mux.HandleFunc("GET /suppliers", h.listSuppliers)
}

// ... existing code ...

func (h *Handler) listSuppliers(w http.ResponseWriter, r *http.Request) {
	limit, offset := pageParams(r)
	suppliers, err := h.store.ListSuppliers(r.Context(), limit, offset)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list suppliers")
		return
	}
	writeJSON(w, http.StatusOK, suppliers)
}
