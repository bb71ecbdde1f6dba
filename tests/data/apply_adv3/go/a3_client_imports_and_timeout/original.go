package weather

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

const defaultBaseURL = "https://api.weather.example.com"

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

type Forecast struct {
	City        string    `json:"city"`
	Temperature float64   `json:"temperature"`
	Conditions  string    `json:"conditions"`
	Hourly      []float64 `json:"hourly"`
}

func NewClient(apiKey string) *Client {
	return &Client{
		baseURL: defaultBaseURL,
		apiKey:  apiKey,
		http:    http.DefaultClient,
	}
}

func (c *Client) Current(city string) (*Forecast, error) {
	q := url.Values{"city": {city}, "key": {c.apiKey}}
	resp, err := c.http.Get(c.baseURL + "/v2/current?" + q.Encode())
	if err != nil {
		return nil, fmt.Errorf("weather: current %s: %w", city, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("weather: current %s: status %d", city, resp.StatusCode)
	}
	var f Forecast
	if err := json.NewDecoder(resp.Body).Decode(&f); err != nil {
		return nil, fmt.Errorf("weather: decode: %w", err)
	}
	return &f, nil
}

func (c *Client) Daily(city string, days int) ([]Forecast, error) {
	q := url.Values{"city": {city}, "days": {fmt.Sprint(days)}, "key": {c.apiKey}}
	resp, err := c.http.Get(c.baseURL + "/v2/daily?" + q.Encode())
	if err != nil {
		return nil, fmt.Errorf("weather: daily %s: %w", city, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("weather: daily %s: status %d", city, resp.StatusCode)
	}
	var out []Forecast
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("weather: decode: %w", err)
	}
	return out, nil
}
