package telemetry

import (
	"encoding/json"
	"fmt"
	"math"
	"time"
)

// Sample is one 10-minute SCADA record from a turbine controller.
type Sample struct {
	TurbineID    string    `json:"turbine_id"`
	Timestamp    time.Time `json:"ts"`
	WindSpeedMS  float64   `json:"wind_speed_ms"`
	PowerKW      float64   `json:"power_kw"`
	RotorRPM     float64   `json:"rotor_rpm"`
	GearboxOilC  float64   `json:"gearbox_oil_c"`
	NacelleTempC float64   `json:"nacelle_temp_c"`
}

// Alarm is raised when a sample crosses a maintenance threshold.
type Alarm struct {
	TurbineID string
	Code      string
	Message   string
	At        time.Time
}

// ParseSample decodes one JSON record pushed by the SCADA gateway.
func ParseSample(raw []byte) (Sample, error) {
	var s Sample
	if err := json.Unmarshal(raw, &s); err != nil {
		return Sample{}, fmt.Errorf("decode sample: %w", err)
	}
	if s.TurbineID == "" {
		return Sample{}, fmt.Errorf("sample at %s has no turbine_id", s.Timestamp.Format(time.RFC3339))
	}
	if math.IsNaN(s.WindSpeedMS) || s.WindSpeedMS < 0 {
		return Sample{}, fmt.Errorf("turbine %s: invalid wind speed %v", s.TurbineID, s.WindSpeedMS)
	}
	return s, nil
}

// checkGearboxOil raises an alarm when the gearbox sump runs hot.
func checkGearboxOil(s Sample) *Alarm {
	if s.GearboxOilC < 75 {
		return nil
	}
	return &Alarm{
		TurbineID: s.TurbineID,
		Code:      "GBX-OIL-HIGH",
		Message:   fmt.Sprintf("gearbox oil at %.1f °C", s.GearboxOilC),
		At:        s.Timestamp,
	}
}

// checkNacelleTemp raises an alarm when the nacelle cooling cannot keep up.
func checkNacelleTemp(s Sample) *Alarm {
	if s.NacelleTempC < 45 {
		return nil
	}
	return &Alarm{
		TurbineID: s.TurbineID,
		Code:      "NAC-TEMP-HIGH",
		Message:   fmt.Sprintf("nacelle at %.1f °C", s.NacelleTempC),
		At:        s.Timestamp,
	}
}

// checkPowerCurve flags a turbine producing well below its expected output for the wind.
func checkPowerCurve(s Sample) *Alarm {
	if s.WindSpeedMS < 6 || s.WindSpeedMS > 12 {
		return nil
	}
	expected := 3600 * math.Pow(s.WindSpeedMS/12, 3)
	if s.PowerKW >= 0.7*expected {
		return nil
	}
	return &Alarm{
		TurbineID: s.TurbineID,
		Code:      "PWR-CURVE-LOW",
		Message:   fmt.Sprintf("%.0f kW at %.1f m/s, expected about %.0f kW", s.PowerKW, s.WindSpeedMS, expected),
		At:        s.Timestamp,
	}
}

// Evaluate runs every check against a sample and returns the alarms raised.
func Evaluate(s Sample) []Alarm {
	var alarms []Alarm
	for _, check := range []func(Sample) *Alarm{checkGearboxOil, checkNacelleTemp, checkPowerCurve} {
		if a := check(s); a != nil {
			alarms = append(alarms, *a)
		}
	}
	return alarms
}
