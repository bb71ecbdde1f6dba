package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"math/rand"
	"net/http"
	"time"
)

// Client wraps http.Client with retries and exponential backoff.
type Client struct {
	HTTP       *http.Client
	MaxRetries int
	BaseDelay  time.Duration
	MaxDelay   time.Duration
	Debug      bool
}

// New returns a Client with sensible defaults.
func New() *Client {
	return &Client{
		HTTP:       &http.Client{Timeout: 15 * time.Second},
		MaxRetries: 3,
		BaseDelay:  200 * time.Millisecond,
		MaxDelay:   5 * time.Second,
	}
}

func retryable(code int) bool {
	return code == http.StatusTooManyRequests || code >= 500
}

func (c *Client) backoff(attempt int) time.Duration {
	d := c.BaseDelay << attempt
	if d > c.MaxDelay {
		d = c.MaxDelay
	}
	jitter := time.Duration(rand.Int63n(int64(d) / 2))
	return d/2 + jitter
}

// Do sends req, retrying on transient failures.
func (c *Client) Do(ctx context.Context, req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		b, err := io.ReadAll(req.Body)
		if err != nil {
			return nil, fmt.Errorf("httpx: read body: %w", err)
		}
		req.Body.Close()
		body = b
	}

	var lastErr error
	for attempt := 0; attempt <= c.MaxRetries; attempt++ {
		if body != nil {
			req.Body = io.NopCloser(bytes.NewReader(body))
		}
		if c.Debug {
			log.Printf("httpx: attempt %d %s %s", attempt+1, req.Method, req.URL)
			for k, v := range req.Header {
				log.Printf("httpx:   %s: %v", k, v)
			}
		}

		resp, err := c.HTTP.Do(req.WithContext(ctx))
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		if err != nil {
			lastErr = err
		} else {
			lastErr = fmt.Errorf("httpx: status %d", resp.StatusCode)
			resp.Body.Close()
		}

		if attempt == c.MaxRetries {
			break
		}
		if c.Debug {
			log.Printf("httpx: retrying after %v", lastErr)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(c.backoff(attempt)):
		}
	}
	return nil, fmt.Errorf("httpx: giving up after %d attempts: %w", c.MaxRetries+1, lastErr)
}

// GetJSON fetches url and decodes the JSON response into out.
func (c *Client) GetJSON(ctx context.Context, url string, out any) error {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.Do(ctx, req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return fmt.Errorf("httpx: GET %s: status %d", url, resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// PostJSON encodes in as JSON, posts it to url and decodes the reply into out.
func (c *Client) PostJSON(ctx context.Context, url string, in, out any) error {
	payload, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := c.Do(ctx, req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return fmt.Errorf("httpx: POST %s: status %d", url, resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
