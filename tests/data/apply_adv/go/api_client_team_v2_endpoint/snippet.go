// ... existing code ...

func (c *Client) GetTeam(ctx context.Context, id string) (*Team, error) {
	var out Team
	if err := c.do(ctx, http.MethodGet, "/v2/teams/"+url.PathEscape(id)+"?expand=members", nil, &out); err != nil {
		return nil, fmt.Errorf("get team %s: %w", id, err)
	}
	return &out, nil
}

// ... existing code ...
