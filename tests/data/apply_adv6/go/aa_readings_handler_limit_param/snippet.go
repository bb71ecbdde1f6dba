package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/northgrid/monitor/internal/metering"
)

// ... existing code ...

	limit := h.MaxRows
	if raw := r.URL.Query().Get("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n <= 0 {
			http.Error(w, "invalid limit parameter", http.StatusBadRequest)
			return
		}
		if n < limit {
			limit = n
		}
	}
	readings, err := h.Store.ReadingsSince(r.Context(), meterID, since, limit)

// ... existing code ...
