package telemetry

import (
	"fmt"
	"time"
)

// Severity levels emitted to the fleet dashboard.
type Severity int

const (
	SeverityInfo Severity = iota
	SeverityWarning
	SeverityCritical
)

// Alert is a single telemetry alert raised for one robot.
type Alert struct {
	RobotID  string
	Metric   string
	Severity Severity
	Message  string
	RaisedAt time.Time
}

// Reading is the latest sample for a metric on one robot.
type Reading struct {
	RobotID   string
	Value     float64
	SampledAt time.Time
}

// CheckBattery raises an alert when state of charge drops too low.
func CheckBattery(r Reading) *Alert {
	if r.Value >= 20.0 {
		return nil
	}
	sev := SeverityWarning
	if r.Value < 10.0 {
		sev = SeverityCritical
	}
	return &Alert{
		RobotID:  r.RobotID,
		Metric:   "battery_soc",
		Severity: sev,
		Message:  fmt.Sprintf("battery at %.0f%%", r.Value),
		RaisedAt: r.SampledAt,
	}
}

// CheckMotorTemp raises an alert when drive motor temperature is high.
func CheckMotorTemp(r Reading) *Alert {
	if r.Value <= 70.0 {
		return nil
	}
	sev := SeverityWarning
	if r.Value > 85.0 {
		sev = SeverityCritical
	}
	return &Alert{
		RobotID:  r.RobotID,
		Metric:   "motor_temp_c",
		Severity: sev,
		Message:  fmt.Sprintf("drive motor at %.1fC", r.Value),
		RaisedAt: r.SampledAt,
	}
}

// CheckLiftTemp raises an alert when the lift actuator runs hot.
func CheckLiftTemp(r Reading) *Alert {
	if r.Value <= 70.0 {
		return nil
	}
	sev := SeverityWarning
	if r.Value > 78.0 {
		sev = SeverityCritical
	}
	return &Alert{
		RobotID:  r.RobotID,
		Metric:   "lift_temp_c",
		Severity: sev,
		Message:  fmt.Sprintf("lift actuator at %.1fC", r.Value),
		RaisedAt: r.SampledAt,
	}
}

// CheckWifiSignal raises an alert when RSSI is weak enough to drop tasks.
func CheckWifiSignal(r Reading) *Alert {
	if r.Value >= -70.0 {
		return nil
	}
	sev := SeverityWarning
	if r.Value < -80.0 {
		sev = SeverityCritical
	}
	return &Alert{
		RobotID:  r.RobotID,
		Metric:   "wifi_rssi_dbm",
		Severity: sev,
		Message:  fmt.Sprintf("wifi signal %.0f dBm", r.Value),
		RaisedAt: r.SampledAt,
	}
}

// RunChecks evaluates every check against its matching reading.
func RunChecks(readings map[string]Reading) []Alert {
	checks := map[string]func(Reading) *Alert{
		"battery_soc":   CheckBattery,
		"motor_temp_c":  CheckMotorTemp,
		"lift_temp_c":   CheckLiftTemp,
		"wifi_rssi_dbm": CheckWifiSignal,
	}
	var alerts []Alert
	for metric, check := range checks {
		r, ok := readings[metric]
		if !ok {
			continue
		}
		if a := check(r); a != nil {
			alerts = append(alerts, *a)
		}
	}
	return alerts
}
