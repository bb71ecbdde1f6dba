package delays

import (
	"fmt"
	"time"
)

// Category groups IATA delay codes for the daily punctuality report.
type Category string

const (
	CatTechnical Category = "technical"
	CatWeather   Category = "weather"
	CatATC       Category = "atc"
	CatGround    Category = "ground"
)

type DelayRecord struct {
	Flight     string
	Code       int
	Category   Category
	Minutes    int
	Chargeable bool
	Note       string
}

func minutesLate(scheduled, actual time.Time) int {
	d := actual.Sub(scheduled)
	if d < 0 {
		return 0
	}
	return int(d.Minutes())
}

func technicalDelay(flight string, code int, scheduled, actual time.Time) DelayRecord {
	return DelayRecord{
		Flight:     flight,
		Code:       code,
		Category:   CatTechnical,
		Minutes:    minutesLate(scheduled, actual),
		Chargeable: false,
		Note:       fmt.Sprintf("tech code %d", code),
	}
}

func weatherDelay(flight string, code int, scheduled, actual time.Time) DelayRecord {
	return DelayRecord{
		Flight:     flight,
		Code:       code,
		Category:   CatWeather,
		Minutes:    minutesLate(scheduled, actual),
		Chargeable: false,
		Note:       fmt.Sprintf("weather code %d", code),
	}
}

func atcDelay(flight string, code int, scheduled, actual time.Time) DelayRecord {
	return DelayRecord{
		Flight:     flight,
		Code:       code,
		Category:   CatATC,
		Minutes:    minutesLate(scheduled, actual),
		Chargeable: false,
		Note:       fmt.Sprintf("atc code %d", code),
	}
}

func groundDelay(flight string, code int, scheduled, actual time.Time) DelayRecord {
	return DelayRecord{
		Flight:     flight,
		Code:       code,
		Category:   CatGround,
		Minutes:    minutesLate(scheduled, actual),
		Chargeable: true, // recharged to the handling agent under the SGHA
		Note:       fmt.Sprintf("ground code %d", code),
	}
}

// Classify maps an IATA delay code to its record builder.
func Classify(flight string, code int, scheduled, actual time.Time) DelayRecord {
	switch {
	case code >= 41 && code <= 48:
		return technicalDelay(flight, code, scheduled, actual)
	case code >= 71 && code <= 77:
		return weatherDelay(flight, code, scheduled, actual)
	case code >= 81 && code <= 89:
		return atcDelay(flight, code, scheduled, actual)
	default:
		return groundDelay(flight, code, scheduled, actual)
	}
}
