// ... existing code ...
	s.mux.HandleFunc("POST /impounds/{plate}/release", s.handleReleaseVehicle)
	s.mux.HandleFunc("GET /impounds/{plate}/fees", s.handleGetFees)
	return s
}

// ... existing code ...

// handleGetFees returns the towing and storage fees currently owed for one plate.
func (s *Server) handleGetFees(w http.ResponseWriter, r *http.Request) {
	rec, ok := s.lots.Find(r.PathValue("plate"))
	if !ok {
		http.Error(w, "vehicle not found", http.StatusNotFound)
		return
	}
	writeJSON(w, http.StatusOK, s.lots.FeesOwed(rec, time.Now()))
}
