import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"time"

	"github.com/wxnet/stationd/internal/readings"
)

// ... existing code ...

	for _, rd := range req.Readings {
		if rd.TakenAt.After(cutoff) || math.IsNaN(rd.Value) {
			continue
		}
		valid = append(valid, rd)
	}

	accepted, err := h.store.InsertBatch(r.Context(), req.StationID, valid)
	if errors.Is(err, readings.ErrUnknownStation) {
		http.Error(w, "unknown station", http.StatusNotFound)
		return
	}
	if err != nil {
		// ... existing code ...
