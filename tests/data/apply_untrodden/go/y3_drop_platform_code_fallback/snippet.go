// ... existing code ...

func parseStop(rec []string, col map[string]int) (Stop, error) {
	s := Stop{
		ID:            field(rec, col, "stop_id"),
		Code:          field(rec, col, "stop_code"),
		Name:          field(rec, col, "stop_name"),
		ZoneID:        field(rec, col, "zone_id"),
		ParentStation: field(rec, col, "parent_station"),
	}

	var err error
	// ... existing code ...
}

// ... existing code ...
