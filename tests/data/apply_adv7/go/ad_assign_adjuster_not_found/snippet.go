import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	// ... existing code ...
)

// ... existing code ...

	adj, err := h.Adjusters.Get(r.Context(), adjusterID)
	if errors.Is(err, adjusters.ErrNotFound) {
		http.Error(w, "adjuster not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "failed to load adjuster", http.StatusInternalServerError)
		return
	}
	if !adj.Active {
// ... existing code ...
