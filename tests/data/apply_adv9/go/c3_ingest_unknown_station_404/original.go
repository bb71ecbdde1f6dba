package ingest

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/wxnet/stationd/internal/readings"
)

// maxBatch caps how many readings a station may upload in one request.
const maxBatch = 500

type Store interface {
	InsertBatch(ctx context.Context, stationID string, batch []readings.Reading) (int, error)
}

type Handler struct {
	store  Store
	logger *slog.Logger
	now    func() time.Time
}

func NewHandler(store Store, logger *slog.Logger) *Handler {
	return &Handler{store: store, logger: logger, now: time.Now}
}

type uploadRequest struct {
	StationID string             `json:"station_id"`
	Readings  []readings.Reading `json:"readings"`
}

type uploadResponse struct {
	Accepted int `json:"accepted"`
	Rejected int `json:"rejected"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}

	var req uploadRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, fmt.Sprintf("invalid body: %v", err), http.StatusBadRequest)
		return
	}
	if len(req.Readings) > maxBatch {
		http.Error(w, fmt.Sprintf("batch too large: %d > %d", len(req.Readings), maxBatch), http.StatusRequestEntityTooLarge)
		return
	}

	valid := make([]readings.Reading, 0, len(req.Readings))
	cutoff := h.now().Add(5 * time.Minute)
	for _, rd := range req.Readings {
		if rd.TakenAt.After(cutoff) || rd.Value != rd.Value {
			continue
		}
		valid = append(valid, rd)
	}

	accepted, err := h.store.InsertBatch(r.Context(), req.StationID, valid)
	if err != nil {
		h.logger.Error("insert batch failed", "station", req.StationID, "err", err)
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(uploadResponse{Accepted: accepted, Rejected: len(req.Readings) - accepted})
}
