package listings

import (
	"database/sql"
	"strings"
	"time"
)

// Listing is the API representation of a property listing.
type Listing struct {
	ID           string    `json:"id"`
	Title        string    `json:"title"`
	AddressLine  string    `json:"addressLine"`
	Postcode     string    `json:"postcode"`
	AskingPrice  int64     `json:"askingPrice"`
	Bedrooms     int       `json:"bedrooms"`
	Bathrooms    int       `json:"bathrooms"`
	FloorAreaSqm float64   `json:"floorAreaSqm"`
	Status       string    `json:"status"`
	AgentID      string    `json:"agentId"`
	ListedAt     time.Time `json:"listedAt"`
}

// listingRow mirrors the columns selected by listingColumns.
type listingRow struct {
	ID           string
	Title        string
	AddressLine  string
	Postcode     string
	AskingPrice  int64
	Bedrooms     int
	Bathrooms    int
	FloorAreaSqm float64
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

func toListing(r listingRow) Listing {
	l := Listing{
		ID:           r.ID,
		Title:        r.Title,
		AddressLine:  r.AddressLine,
		Postcode:     strings.ToUpper(r.Postcode),
		AskingPrice:  r.AskingPrice,
		Bedrooms:     r.Bedrooms,
		Bathrooms:    r.Bathrooms,
		FloorAreaSqm: r.FloorAreaSqm,
		Status:       r.Status,
		AgentID:      r.AgentID,
		ListedAt:     r.ListedAt.UTC(),
	}
	return l
}
