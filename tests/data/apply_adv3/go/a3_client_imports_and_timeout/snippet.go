import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	defaultBaseURL = "https://api.weather.example.com"
	defaultTimeout = 10 * time.Second
)

// ... existing code ...

func NewClient(apiKey string) *Client {
	return &Client{
		baseURL: defaultBaseURL,
		apiKey:  apiKey,
		http:    &http.Client{Timeout: defaultTimeout},
	}
}

// ... existing code ...
