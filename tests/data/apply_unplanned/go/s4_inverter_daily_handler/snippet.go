// ... existing code ...

func (s *Server) routes() {
	s.mux.HandleFunc("GET /arrays", s.handleListArrays)
	s.mux.HandleFunc("GET /arrays/{id}", s.handleGetArray)
	s.mux.HandleFunc("GET /inverters/{id}/latest", s.handleInverterLatest)
	s.mux.HandleFunc("GET /inverters/{id}/daily", s.handleInverterDaily)
}

// ... existing handlers unchanged ...

func (s *Server) handleInverterDaily(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid inverter id")
		return
	}
	day := r.URL.Query().Get("date")
	if day == "" {
		writeError(w, http.StatusBadRequest, "missing date parameter")
		return
	}
	totals, err := s.store.DailyTotals(r.Context(), id, day)
	if errors.Is(err, telemetry.ErrNotFound) {
		writeError(w, http.StatusNotFound, "no telemetry for inverter")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load telemetry")
		return
	}
	writeJSON(w, http.StatusOK, totals)
}
