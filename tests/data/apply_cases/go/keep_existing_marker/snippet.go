import (
	"encoding/json"
	"net/http"
	"strconv"
)

// ... keep existing code

func (s *Server) handleListOrders(w http.ResponseWriter, r *http.Request) {
	limit := 50
	if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 {
		limit = v
	}
	orders, err := s.store.Orders(r.Context(), limit)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, orders)
}

// ... keep existing code
