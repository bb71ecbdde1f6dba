import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"strings"
	"time"
)

// ... existing code ...

func (h *Handler) ListForPatient(w http.ResponseWriter, r *http.Request) {
	patientID := strings.TrimSpace(r.URL.Query().Get("patient"))
	onlyControlled := strings.EqualFold(r.URL.Query().Get("controlled"), "true")
	if patientID == "" {
		http.Error(w, "missing patient", http.StatusBadRequest)
		return
	}
	// ... existing code ...
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.ID, &e.RxNumber, &e.Drug, &e.Quantity, &e.Pharmacist, &e.DispensedAt, &e.Controlled); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		if onlyControlled && !e.Controlled {
			continue
		}
		entries = append(entries, e)
	}
	// ... existing code ...
}
