package honey

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// LotNumber identifies a batch of extracted honey, e.g. HL-2024-031.
type LotNumber struct {
	Year int
	Seq  int
}

var lotPattern = regexp.MustCompile(`^HL-(\d{4})-(\d{3})$`)

// String renders the lot number in the co-op's standard form.
func (n LotNumber) String() string {
	return fmt.Sprintf("HL-%04d-%03d", n.Year, n.Seq)
}

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

// ParseLegacyLotNumber parses the old "2024/31" numbers written on drums
// before the co-op moved to HL- labels.
func ParseLegacyLotNumber(s string) (LotNumber, error) {
	parts := strings.Split(strings.TrimSpace(s), "/")
	if len(parts) != 2 {
		return LotNumber{}, fmt.Errorf("invalid legacy lot number %q", s)
	}
	year, err := strconv.Atoi(parts[0])
	if err != nil {
		return LotNumber{}, fmt.Errorf("invalid legacy lot year %q", s)
	}
	seq, err := strconv.Atoi(parts[1])
	if err != nil {
		return LotNumber{}, fmt.Errorf("invalid legacy lot sequence %q", s)
	}
	return LotNumber{Year: year, Seq: seq}, nil
}

// Next returns the following lot number in the same season.
func (n LotNumber) Next() LotNumber {
	return LotNumber{Year: n.Year, Seq: n.Seq + 1}
}

// Label builds the jar label line for a lot.
func Label(n LotNumber, floralSource string, netGrams int) string {
	if floralSource == "" {
		floralSource = "Wildflower"
	}
	return fmt.Sprintf("%s Honey  %dg  Lot %s", strings.Title(floralSource), netGrams, n)
}
