package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/northgrid/monitor/internal/metering"
)

// ReadingsHandler serves recent interval readings for a single meter.
type ReadingsHandler struct {
	Store   metering.Store
	MaxRows int
}

type readingDTO struct {
	MeterID   string    `json:"meter_id"`
	ReadAt    time.Time `json:"read_at"`
	KWh       float64   `json:"kwh"`
	Estimated bool      `json:"estimated"`
}

func (h *ReadingsHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	meterID := r.URL.Query().Get("meter")
	if meterID == "" {
		http.Error(w, "missing meter parameter", http.StatusBadRequest)
		return
	}

	since := time.Now().Add(-24 * time.Hour)
	if raw := r.URL.Query().Get("since"); raw != "" {
		t, err := time.Parse(time.RFC3339, raw)
		if err != nil {
			http.Error(w, "invalid since parameter", http.StatusBadRequest)
			return
		}
		since = t
	}

	limit := h.MaxRows
	readings, err := h.Store.ReadingsSince(r.Context(), meterID, since, limit)
	if err != nil {
		http.Error(w, "failed to load readings", http.StatusInternalServerError)
		return
	}

	out := make([]readingDTO, 0, len(readings))
	for _, rd := range readings {
		out = append(out, readingDTO{
			MeterID:   rd.MeterID,
			ReadAt:    rd.ReadAt,
			KWh:       rd.KWh,
			Estimated: rd.Estimated,
		})
	}

	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(out); err != nil {
		http.Error(w, "failed to encode readings", http.StatusInternalServerError)
	}
}
