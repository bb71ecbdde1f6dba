//go:build linux

// Package procstat reads per-process statistics from /proc.
// It is only built on Linux; other platforms use procstat_other.go.
package procstat

// ... rest of the file unchanged ...
