package dispatchapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/swiftbite/dispatch/internal/zones"
)

type Server struct {
	zones   *zones.Registry
	timeout time.Duration
}

func NewServer(reg *zones.Registry) *Server {
	return &Server{zones: reg, timeout: 3 * time.Second}
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /zones/{id}/couriers", s.handleZoneCouriers)
	mux.HandleFunc("POST /zones/{id}/dispatch", s.handleDispatch)
	return mux
}

type courierView struct {
	ID        string  `json:"id"`
	Lat       float64 `json:"lat"`
	Lng       float64 `json:"lng"`
	OpenSlots int     `json:"open_slots"`
}

func (s *Server) handleZoneCouriers(w http.ResponseWriter, r *http.Request) {
	zone, ok := s.zones.Get(r.PathValue("id"))
	if !ok {
		http.Error(w, "unknown zone", http.StatusNotFound)
		return
	}
	out := []courierView{}
	for _, c := range zone.OnShift() {
		out = append(out, courierView{ID: c.ID, Lat: c.Lat, Lng: c.Lng, OpenSlots: c.OpenSlots()})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleDispatch(w http.ResponseWriter, r *http.Request) {
	zone, ok := s.zones.Get(r.PathValue("id"))
	if !ok {
		http.Error(w, "unknown zone", http.StatusNotFound)
		return
	}
	var req struct {
		OrderID string `json:"order_id"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.OrderID == "" {
		http.Error(w, "order_id required", http.StatusBadRequest)
		return
	}
	courierID, err := zone.Dispatch(r.Context(), req.OrderID, s.timeout)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	writeJSON(w, http.StatusAccepted, map[string]string{"courier_id": courierID})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
