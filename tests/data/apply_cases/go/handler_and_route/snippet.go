// ... existing code ...

func (s *Server) handleDeleteOrder(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := s.store.DeleteOrder(r.Context(), id); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	// ... existing code ...
	mux.HandleFunc("GET /orders", s.handleListOrders)
	mux.HandleFunc("DELETE /orders/{id}", s.handleDeleteOrder)
	return mux
}
