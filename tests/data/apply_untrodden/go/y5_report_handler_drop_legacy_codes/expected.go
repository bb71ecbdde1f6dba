package anticheat

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

type Category string

const (
	CategoryAimbot    Category = "aimbot"
	CategoryWallhack  Category = "wallhack"
	CategorySpeedhack Category = "speedhack"
	CategoryExploit   Category = "exploit"
)

var validCategories = map[Category]bool{
	CategoryAimbot:    true,
	CategoryWallhack:  true,
	CategorySpeedhack: true,
	CategoryExploit:   true,
}

type ReportRequest struct {
	ReporterID string   `json:"reporter_id"`
	ReportedID string   `json:"reported_id"`
	MatchID    string   `json:"match_id"`
	Category   Category `json:"category"`
	Comment    string   `json:"comment"`
}

type ReportStore interface {
	Create(r ReportRequest, receivedAt time.Time) (int64, error)
	CountRecent(reporterID string, since time.Time) (int, error)
}

type Handler struct {
	Store         ReportStore
	MaxPerHour    int
	MaxCommentLen int
}

func validateReport(req ReportRequest) error {
	if req.ReporterID == "" || req.ReportedID == "" {
		return errors.New("reporter_id and reported_id are required")
	}
	if req.ReporterID == req.ReportedID {
		return errors.New("players cannot report themselves")
	}
	if !validCategories[req.Category] {
		return fmt.Errorf("unknown category %q", req.Category)
	}
	return nil
}

func normalizeComment(s string, max int) string {
	s = strings.TrimSpace(s)
	if len(s) > max {
		s = s[:max]
	}
	return s
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var req ReportRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "malformed report", http.StatusBadRequest)
		return
	}
	if err := validateReport(req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	req.Comment = normalizeComment(req.Comment, h.MaxCommentLen)

	now := time.Now().UTC()
	recent, err := h.Store.CountRecent(req.ReporterID, now.Add(-time.Hour))
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if recent >= h.MaxPerHour {
		http.Error(w, "too many reports, try again later", http.StatusTooManyRequests)
		return
	}

	id, err := h.Store.Create(req, now)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]int64{"report_id": id})
}
