package dispensing

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"time"
)

// Entry is one line of the dispensing log as returned to the counter app.
type Entry struct {
	ID          int64     `json:"id"`
	RxNumber    string    `json:"rxNumber"`
	Drug        string    `json:"drug"`
	Quantity    int       `json:"quantity"`
	Pharmacist  string    `json:"pharmacist"`
	DispensedAt time.Time `json:"dispensedAt"`
	Controlled  bool      `json:"controlled"`
}

type Handler struct {
	DB      *sql.DB
	Timeout time.Duration
}

func (h *Handler) ListForPatient(w http.ResponseWriter, r *http.Request) {
	patientID := r.URL.Query().Get("patient")
	if patientID == "" {
		http.Error(w, "missing patient", http.StatusBadRequest)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), h.Timeout)
	defer cancel()

	rows, err := h.DB.QueryContext(ctx, `
		SELECT id, rx_number, drug, quantity, pharmacist, dispensed_at, controlled
		FROM dispensing_log
		WHERE patient_id = $1
		ORDER BY dispensed_at DESC`, patientID)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	entries := []Entry{}
	for rows.Next() {
		var e Entry
		if err := rows.Scan(&e.ID, &e.RxNumber, &e.Drug, &e.Quantity, &e.Pharmacist, &e.DispensedAt, &e.Controlled); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		entries = append(entries, e)
	}
	if err := rows.Err(); err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(entries)
}
