// ... existing code ...

func parseStopTime(rec []string, cols map[string]int) (StopTime, error) {
	// ... existing code ...
	dep, err := parseGTFSTime(rec[cols["departure_time"]])
	if err != nil {
		return StopTime{}, fmt.Errorf("departure_time: %w", err)
	}
	if dep < arr {
		return StopTime{}, fmt.Errorf("departure_time %s is before arrival_time %s",
			rec[cols["departure_time"]], rec[cols["arrival_time"]])
	}
	// ... existing code ...
}

// LoadStopTimes reads every row of a stop_times.txt file.
func LoadStopTimes(r io.Reader) ([]StopTime, error) {
	// ... existing code ...
	for line := 2; ; line++ {
		// ... existing code ...
		st, err := parseStopTime(rec, cols)
		if err != nil {
			return nil, fmt.Errorf("stop_times.txt line %d (trip %s): %w", line, rec[cols["trip_id"]], err)
		}
		out = append(out, st)
	}
	return out, nil
}
