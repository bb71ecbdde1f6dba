// ... existing code ...

func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /stages", s.handleListStages)
	mux.HandleFunc("GET /stages/{id}", s.handleGetStage)
	mux.HandleFunc("GET /performances", s.handleListPerformances)
	mux.HandleFunc("GET /performances/{id}", s.handleGetPerformance)
	mux.HandleFunc("GET /artists/{id}/performances", s.handleArtistPerformances)
}

// ... existing code ...

func (s *Server) handleGetPerformance(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
	writeJSON(w, http.StatusOK, performance)
}

func (s *Server) handleArtistPerformances(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "artist id must be a number")
		return
	}
	performances, err := s.store.PerformancesByArtist(r.Context(), id)
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, performances)
}

// ... existing code ...
