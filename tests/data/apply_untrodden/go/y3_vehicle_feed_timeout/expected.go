package realtime

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	"google.golang.org/protobuf/proto"

	gtfsrt "github.com/metrotransit/feeds/gen/gtfsrt"
)

// Client polls the GTFS-Realtime endpoints published by the AVL vendor.
type Client struct {
	http      *http.Client
	baseURL   string
	apiKey    string
	userAgent string
}

func NewClient(baseURL, apiKey string) *Client {
	return &Client{
		http:      &http.Client{},
		baseURL:   baseURL,
		apiKey:    apiKey,
		userAgent: "metro-rt-ingest/2.3",
	}
}

func (c *Client) get(ctx context.Context, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, fmt.Errorf("build request %s: %w", path, err)
	}
	req.Header.Set("X-Api-Key", c.apiKey)
	req.Header.Set("User-Agent", c.userAgent)

	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", path, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("get %s: unexpected status %d", path, resp.StatusCode)
	}
	return io.ReadAll(resp.Body)
}

// FetchTripUpdates returns the current trip-update feed.
func (c *Client) FetchTripUpdates(ctx context.Context) (*gtfsrt.FeedMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()

	body, err := c.get(ctx, "/gtfs-rt/trip-updates")
	if err != nil {
		return nil, err
	}
	feed := &gtfsrt.FeedMessage{}
	if err := proto.Unmarshal(body, feed); err != nil {
		return nil, fmt.Errorf("decode trip updates: %w", err)
	}
	return feed, nil
}

// FetchVehiclePositions returns the current vehicle-position feed.
func (c *Client) FetchVehiclePositions(ctx context.Context) (*gtfsrt.FeedMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 4*time.Second)
	defer cancel()

	body, err := c.get(ctx, "/gtfs-rt/vehicle-positions")
	if err != nil {
		return nil, err
	}
	feed := &gtfsrt.FeedMessage{}
	if err := proto.Unmarshal(body, feed); err != nil {
		return nil, fmt.Errorf("decode vehicle positions: %w", err)
	}
	return feed, nil
}

// FetchServiceAlerts returns the current service-alert feed.
func (c *Client) FetchServiceAlerts(ctx context.Context) (*gtfsrt.FeedMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()

	body, err := c.get(ctx, "/gtfs-rt/alerts")
	if err != nil {
		return nil, err
	}
	feed := &gtfsrt.FeedMessage{}
	if err := proto.Unmarshal(body, feed); err != nil {
		return nil, fmt.Errorf("decode service alerts: %w", err)
	}
	return feed, nil
}
