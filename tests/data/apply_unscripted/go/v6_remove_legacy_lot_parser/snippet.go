// ... existing code ...

// ParseLotNumber parses "HL-2024-031" style lot numbers.
func ParseLotNumber(s string) (LotNumber, error) {
	m := lotPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return LotNumber{}, fmt.Errorf("invalid lot number %q", s)
	}
	year, _ := strconv.Atoi(m[1])
	seq, _ := strconv.Atoi(m[2])
	return LotNumber{Year: year, Seq: seq}, nil
}

// Next returns the following lot number in the same season.
func (n LotNumber) Next() LotNumber {
	return LotNumber{Year: n.Year, Seq: n.Seq + 1}
}

// ... existing code ...
