package gtfs

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Stop is one row of stops.txt.
type Stop struct {
	ID            string
	Code          string
	Name          string
	Lat           float64
	Lon           float64
	ZoneID        string
	ParentStation string
	Wheelchair    int
}

var ErrMissingColumn = errors.New("gtfs: required column missing")

// ReadStops parses a stops.txt stream into Stop values keyed by stop_id.
func ReadStops(r io.Reader) (map[string]Stop, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true

	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("read stops header: %w", err)
	}
	col := indexColumns(header)
	for _, name := range []string{"stop_id", "stop_name", "stop_lat", "stop_lon"} {
		if _, ok := col[name]; !ok {
			return nil, fmt.Errorf("%w: %s", ErrMissingColumn, name)
		}
	}

	stops := make(map[string]Stop)
	line := 1
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		line++
		if err != nil {
			return nil, fmt.Errorf("stops.txt line %d: %w", line, err)
		}
		s, err := parseStop(rec, col)
		if err != nil {
			return nil, fmt.Errorf("stops.txt line %d: %w", line, err)
		}
		stops[s.ID] = s
	}
	return stops, nil
}

func parseStop(rec []string, col map[string]int) (Stop, error) {
	s := Stop{
		ID:            field(rec, col, "stop_id"),
		Code:          field(rec, col, "stop_code"),
		Name:          field(rec, col, "stop_name"),
		ZoneID:        field(rec, col, "zone_id"),
		ParentStation: field(rec, col, "parent_station"),
	}

	var err error
	if s.Lat, err = strconv.ParseFloat(field(rec, col, "stop_lat"), 64); err != nil {
		return Stop{}, fmt.Errorf("stop %s: bad stop_lat: %w", s.ID, err)
	}
	if s.Lon, err = strconv.ParseFloat(field(rec, col, "stop_lon"), 64); err != nil {
		return Stop{}, fmt.Errorf("stop %s: bad stop_lon: %w", s.ID, err)
	}
	if wc := field(rec, col, "wheelchair_boarding"); wc != "" {
		if s.Wheelchair, err = strconv.Atoi(wc); err != nil {
			return Stop{}, fmt.Errorf("stop %s: bad wheelchair_boarding: %w", s.ID, err)
		}
	}
	return s, nil
}

func indexColumns(header []string) map[string]int {
	col := make(map[string]int, len(header))
	for i, h := range header {
		col[strings.TrimPrefix(strings.TrimSpace(h), "\ufeff")] = i
	}
	return col
}

func field(rec []string, col map[string]int, name string) string {
	i, ok := col[name]
	if !ok || i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}
