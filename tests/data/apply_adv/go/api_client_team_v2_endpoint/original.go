package client

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	baseURL string
	token   string
	http    *http.Client
}

func New(baseURL, token string) *Client {
	return &Client{
		baseURL: baseURL,
		token:   token,
		http:    &http.Client{Timeout: 10 * time.Second},
	}
}

func (c *Client) GetUser(ctx context.Context, id string) (*User, error) {
	var out User
	if err := c.do(ctx, http.MethodGet, "/v1/users/"+url.PathEscape(id), nil, &out); err != nil {
		return nil, fmt.Errorf("get user %s: %w", id, err)
	}
	return &out, nil
}

func (c *Client) GetTeam(ctx context.Context, id string) (*Team, error) {
	var out Team
	if err := c.do(ctx, http.MethodGet, "/v1/teams/"+url.PathEscape(id), nil, &out); err != nil {
		return nil, fmt.Errorf("get team %s: %w", id, err)
	}
	return &out, nil
}

func (c *Client) GetProject(ctx context.Context, id string) (*Project, error) {
	var out Project
	if err := c.do(ctx, http.MethodGet, "/v1/projects/"+url.PathEscape(id), nil, &out); err != nil {
		return nil, fmt.Errorf("get project %s: %w", id, err)
	}
	return &out, nil
}

func (c *Client) do(ctx context.Context, method, path string, body io.Reader, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return fmt.Errorf("unexpected status %d", resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
