// Package procstat reads per-process statistics from /proc.
package procstat

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Status is the subset of /proc/<pid>/status that the agent reports.
type Status struct {
	Name      string
	State     string
	Threads   int
	VmRSSKiB  int64
	VmSwapKiB int64
}

// ReadStatus parses /proc/<pid>/status.
func ReadStatus(pid int) (*Status, error) {
	f, err := os.Open(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return nil, err
	}
	defer f.Close()

	st := &Status{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		key, value, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		value = strings.TrimSpace(value)
		switch key {
		case "Name":
			st.Name = value
		case "State":
			st.State = value
		case "Threads":
			st.Threads, _ = strconv.Atoi(value)
		case "VmRSS":
			st.VmRSSKiB = parseKiB(value)
		case "VmSwap":
			st.VmSwapKiB = parseKiB(value)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read status of %d: %w", pid, err)
	}
	return st, nil
}

func parseKiB(v string) int64 {
	n, _ := strconv.ParseInt(strings.TrimSuffix(v, " kB"), 10, 64)
	return n
}

// OpenFDs counts the entries in /proc/<pid>/fd.
func OpenFDs(pid int) (int, error) {
	entries, err := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "fd"))
	if err != nil {
		return 0, err
	}
	return len(entries), nil
}
