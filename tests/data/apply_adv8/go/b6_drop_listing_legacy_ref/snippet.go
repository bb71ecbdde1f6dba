// ... existing code ...

	FloorAreaSqm float64   `json:"floorAreaSqm"`
	Status       string    `json:"status"`
	AgentID      string    `json:"agentId"`
	ListedAt     time.Time `json:"listedAt"`
}

// ... existing code ...

	Status       string
	AgentID      string
	ListedAt     time.Time
}

const listingColumns = `id, title, address_line, postcode, asking_price, bedrooms,
	bathrooms, floor_area_sqm, status, agent_id, listed_at`

func scanListing(rows *sql.Rows) (listingRow, error) {
	var r listingRow
	err := rows.Scan(&r.ID, &r.Title, &r.AddressLine, &r.Postcode, &r.AskingPrice,
		&r.Bedrooms, &r.Bathrooms, &r.FloorAreaSqm, &r.Status,
		&r.AgentID, &r.ListedAt)
	return r, err
}

// ... existing code ...

		ListedAt:     r.ListedAt.UTC(),
	}
	return l
}
