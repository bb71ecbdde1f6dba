func (s *Server) handleReads(w http.ResponseWriter, r *http.Request) {
	// ...

	accepted := make([]Read, 0, len(reads))
	skipped := 0
	for _, rd := range reads {
		if !s.mats[rd.Mat] {
			http.Error(w, "unknown mat "+rd.Mat, http.StatusBadRequest)
			return
		}
		// Decoders are switched on well before the start; ignore test waves
		// and warm-up crossings from before the gun.
		if rd.SeenAt.Before(s.gunTime) {
			skipped++
			continue
		}
		accepted = append(accepted, rd)
	}

	// ...

	writeJSON(w, http.StatusAccepted, map[string]int{"accepted": len(accepted), "skipped": skipped})
}

// ...
