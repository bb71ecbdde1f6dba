import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/swiftbite/dispatch/internal/zones"
)

// ... existing code ...

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /zones/{id}/couriers", s.handleZoneCouriers)
	mux.HandleFunc("POST /zones/{id}/dispatch", s.handleDispatch)
	return mux
}

// ... existing code ...

// ... removed handleLegacyZones (the v1 driver app is retired) ...

func (s *Server) handleDispatch(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

// ... existing code ...
