package feeds

import (
	"context"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/wavecast/hosting/internal/store"
)

// FeedStore is the subset of the catalogue store the RSS handler needs.
type FeedStore interface {
	ShowBySlug(ctx context.Context, slug string) (*store.Show, error)
	Episodes(ctx context.Context, showID int64, limit int) ([]store.Episode, error)
}

type Handler struct {
	Store       FeedStore
	Render      func(show *store.Show, eps []store.Episode) ([]byte, error)
	Logger      *slog.Logger
	MaxEpisodes int
}

func (h *Handler) ServeFeed(w http.ResponseWriter, r *http.Request) {
	slug := r.PathValue("slug")
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()

	show, err := h.Store.ShowBySlug(ctx, slug)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.Logger.Error("load show", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	limit := h.MaxEpisodes
	if q := r.URL.Query().Get("limit"); q != "" {
		if n, err := strconv.Atoi(q); err == nil && n > 0 && n < limit {
			limit = n
		}
	}

	eps, err := h.Store.Episodes(ctx, show.ID, limit)
	if err != nil {
		h.Logger.Error("load episodes", "show", show.ID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	body, err := h.Render(show, eps)
	if err != nil {
		h.Logger.Error("render feed", "show", show.ID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Write(body)
}

// etagFor returns a short strong validator for a rendered feed body.
// Shared with the per-episode chapters handler.
func etagFor(body []byte) string {
	sum := sha1.Sum(body)
	return `"` + hex.EncodeToString(sum[:8]) + `"`
}
