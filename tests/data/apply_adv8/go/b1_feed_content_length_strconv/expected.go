package feeds

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/xml"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/castwave/platform/internal/episodes"
	"github.com/castwave/platform/internal/shows"
)

const feedCacheTTL = 5 * time.Minute

// FeedHandler serves the public RSS feeds that podcast apps poll.
type FeedHandler struct {
	Shows    *shows.Store
	Episodes *episodes.Store
	Cache    FeedCache
	Logger   *slog.Logger
}

type FeedCache interface {
	Get(ctx context.Context, key string) ([]byte, bool)
	Set(ctx context.Context, key string, body []byte, ttl time.Duration)
}

func (h *FeedHandler) Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/{showSlug}/rss.xml", h.serveRSS)
	r.Head("/{showSlug}/rss.xml", h.serveRSS)
	return r
}

func (h *FeedHandler) serveRSS(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	slug := chi.URLParam(r, "showSlug")
	cacheKey := "rss:" + slug

	if body, ok := h.Cache.Get(ctx, cacheKey); ok {
		writeFeed(w, body)
		return
	}

	show, err := h.Shows.BySlug(ctx, slug)
	if errors.Is(err, sql.ErrNoRows) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.Logger.Error("load show", "slug", slug, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	eps, err := h.Episodes.Published(ctx, show.ID, 300)
	if err != nil {
		h.Logger.Error("load episodes", "show", show.ID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	if err := xml.NewEncoder(&buf).Encode(buildChannel(show, eps)); err != nil {
		h.Logger.Error("encode feed", "show", show.ID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}

	h.Cache.Set(ctx, cacheKey, buf.Bytes(), feedCacheTTL)
	writeFeed(w, buf.Bytes())
}

func writeFeed(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Header().Set("Cache-Control", "public, max-age="+strconv.Itoa(int(feedCacheTTL.Seconds())))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}
