import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"
)

// ... existing code ...

// ParseSample decodes one JSON record pushed by the SCADA gateway.
func ParseSample(raw []byte) (Sample, error) {
	var s Sample
	if err := json.Unmarshal(raw, &s); err != nil {
		return Sample{}, fmt.Errorf("decode sample: %w", err)
	}
	// Gateways at the older sites send ids like " wtg-07" - normalise to "WTG-07".
	s.TurbineID = strings.ToUpper(strings.TrimSpace(s.TurbineID))
	if s.TurbineID == "" {
		return Sample{}, fmt.Errorf("sample at %s has no turbine_id", s.Timestamp.Format(time.RFC3339))
	}
	// ... existing code ...
}

// ... existing code ...
