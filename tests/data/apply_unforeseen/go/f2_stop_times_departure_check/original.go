package timetable

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// StopTime is one row of stop_times.txt with times as seconds after midnight.
// GTFS allows values past 24:00:00 for trips that run after midnight.
type StopTime struct {
	TripID        string
	StopID        string
	StopSequence  int
	ArrivalSecs   int
	DepartureSecs int
	PickupType    int
}

var requiredColumns = []string{"trip_id", "arrival_time", "departure_time", "stop_id", "stop_sequence"}

// parseGTFSTime turns "HH:MM:SS" into seconds after midnight.
func parseGTFSTime(s string) (int, error) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) != 3 {
		return 0, fmt.Errorf("malformed time %q", s)
	}
	total := 0
	for _, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil {
			return 0, fmt.Errorf("malformed time %q: %w", s, err)
		}
		total = total*60 + n
	}
	return total, nil
}

func columnIndex(header []string) (map[string]int, error) {
	cols := make(map[string]int, len(header))
	for i, name := range header {
		cols[strings.TrimSpace(name)] = i
	}
	for _, name := range requiredColumns {
		if _, ok := cols[name]; !ok {
			return nil, fmt.Errorf("stop_times.txt: missing column %q", name)
		}
	}
	return cols, nil
}

func parseStopTime(rec []string, cols map[string]int) (StopTime, error) {
	st := StopTime{
		TripID: rec[cols["trip_id"]],
		StopID: rec[cols["stop_id"]],
	}
	seq, err := strconv.Atoi(rec[cols["stop_sequence"]])
	if err != nil {
		return StopTime{}, fmt.Errorf("stop_sequence: %w", err)
	}
	st.StopSequence = seq
	arr, err := parseGTFSTime(rec[cols["arrival_time"]])
	if err != nil {
		return StopTime{}, fmt.Errorf("arrival_time: %w", err)
	}
	dep, err := parseGTFSTime(rec[cols["departure_time"]])
	if err != nil {
		return StopTime{}, fmt.Errorf("departure_time: %w", err)
	}
	st.ArrivalSecs, st.DepartureSecs = arr, dep
	if i, ok := cols["pickup_type"]; ok && rec[i] != "" {
		if st.PickupType, err = strconv.Atoi(rec[i]); err != nil {
			return StopTime{}, fmt.Errorf("pickup_type: %w", err)
		}
	}
	return st, nil
}

// LoadStopTimes reads every row of a stop_times.txt file.
func LoadStopTimes(r io.Reader) ([]StopTime, error) {
	cr := csv.NewReader(r)
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("stop_times.txt: reading header: %w", err)
	}
	cols, err := columnIndex(header)
	if err != nil {
		return nil, err
	}
	var out []StopTime
	for line := 2; ; line++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("stop_times.txt line %d: %w", line, err)
		}
		st, err := parseStopTime(rec, cols)
		if err != nil {
			return nil, fmt.Errorf("stop_times.txt line %d: %w", line, err)
		}
		out = append(out, st)
	}
	return out, nil
}
