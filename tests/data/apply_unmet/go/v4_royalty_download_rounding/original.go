package royalties

import (
	"fmt"
	"math"
)

// Line is one row of a DSP usage report after matching to our catalogue.
// Money is stored as int64 cents everywhere; shares are basis points.
type Line struct {
	ISRC       string
	Territory  string
	Source     string
	Units      int64
	GrossCents int64
}

type Split struct {
	ArtistBps    int64
	PublisherBps int64
	LabelBps     int64
}

const (
	bpsDenominator = 10000
	minPayoutCents = 50
)

func streamingShare(l Line, s Split) (int64, error) {
	if l.GrossCents < 0 {
		return 0, fmt.Errorf("streaming line %s: negative gross", l.ISRC)
	}
	net := l.GrossCents - platformFee(l.Territory, l.GrossCents)
	share := net * s.ArtistBps / bpsDenominator
	if share < minPayoutCents {
		return 0, nil
	}
	return share, nil
}

func downloadShare(l Line, s Split) (int64, error) {
	if l.GrossCents < 0 {
		return 0, fmt.Errorf("download line %s: negative gross", l.ISRC)
	}
	net := l.GrossCents - platformFee(l.Territory, l.GrossCents)
	share := net * s.ArtistBps / bpsDenominator
	if share < minPayoutCents {
		return 0, nil
	}
	return share, nil
}

func syncShare(l Line, s Split) (int64, error) {
	if l.GrossCents < 0 {
		return 0, fmt.Errorf("sync line %s: negative gross", l.ISRC)
	}
	net := l.GrossCents
	share := net * (s.ArtistBps + s.PublisherBps) / bpsDenominator
	if share < minPayoutCents {
		return 0, nil
	}
	return share, nil
}

func platformFee(territory string, gross int64) int64 {
	rate := 0.30
	switch territory {
	case "JP", "KR":
		rate = 0.35
	case "IN", "BR", "MX":
		rate = 0.25
	}
	return int64(math.Round(float64(gross) * rate))
}

// ShareFor routes a report line to the calculation for its revenue source.
func ShareFor(l Line, s Split) (int64, error) {
	switch l.Source {
	case "stream":
		return streamingShare(l, s)
	case "download":
		return downloadShare(l, s)
	case "sync":
		return syncShare(l, s)
	}
	return 0, fmt.Errorf("line %s: unknown source %q", l.ISRC, l.Source)
}
