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

	// ... existing imports ...
)

// ... existing code ...

func writeFeed(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Header().Set("Cache-Control", "public, max-age="+strconv.Itoa(int(feedCacheTTL.Seconds())))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}
