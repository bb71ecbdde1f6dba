package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	baseURL    string
	apiKey     string
	httpClient *http.Client
}

func New(baseURL, apiKey string) *Client {
	return &Client{
		baseURL:    baseURL,
		apiKey:     apiKey,
		httpClient: &http.Client{Timeout: 15 * time.Second},
	}
}

type ChargeResponse struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

type RefundResponse struct {
	ID       string `json:"id"`
	ChargeID string `json:"charge_id"`
	Status   string `json:"status"`
}

func (c *Client) Charge(ctx context.Context, amountCents int64, currency, source string) (*ChargeResponse, error) {
	body, err := json.Marshal(map[string]any{
		"amount":   amountCents,
		"currency": currency,
		"source":   source,
	})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/v1/charges", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")

	var out ChargeResponse
	if err := c.do(req, &out); err != nil {
		return nil, fmt.Errorf("charge: %w", err)
	}
	return &out, nil
}

func (c *Client) Refund(ctx context.Context, chargeID string, amountCents int64) (*RefundResponse, error) {
	body, err := json.Marshal(map[string]any{
		"charge_id": chargeID,
		"amount":    amountCents,
	})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/v1/refunds", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")

	var out RefundResponse
	if err := c.do(req, &out); err != nil {
		return nil, fmt.Errorf("refund %s: %w", chargeID, err)
	}
	return &out, nil
}

func (c *Client) do(req *http.Request, out any) error {
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("gateway returned %s", resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
