import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	// ... existing imports ...
)

// ... existing code ...

func (h *Handler) ListOrders(w http.ResponseWriter, r *http.Request) {
	limit := 50
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 || n > 500 {
			http.Error(w, "limit must be between 1 and 500", http.StatusBadRequest)
			return
		}
		limit = n
	}
	orders, err := h.store.ListOrders(r.Context(), limit)
	// ... existing code ...
}

// ... existing code ...
