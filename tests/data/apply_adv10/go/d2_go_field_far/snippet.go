type Order struct {
	ID         int64
	Notes      *string `json:"notes,omitempty"`
	// ... existing fields ...
}
