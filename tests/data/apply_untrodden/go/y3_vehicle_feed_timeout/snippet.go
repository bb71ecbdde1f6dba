// ... existing code ...

// FetchVehiclePositions returns the current vehicle-position feed.
func (c *Client) FetchVehiclePositions(ctx context.Context) (*gtfsrt.FeedMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, 4*time.Second)
	defer cancel()
	// ... existing code ...
}

// ... existing code ...
