package stats

import (
	"sort"
	"time"
)

// IAB v2.1: requests from the same IP and user agent for the same episode
// within 24 hours count as a single download.
const dedupeWindow = 24 * time.Hour

type DownloadEvent struct {
	EpisodeID string
	IP        string
	UserAgent string
	Bytes     int64
	At        time.Time
}

type EpisodeReport struct {
	EpisodeID string
	Unique    int
	Raw       int
}

type BotFilter interface {
	IsBot(userAgent string) bool
}

func listenerKey(e DownloadEvent) string {
	return e.EpisodeID + "|" + e.IP + "|" + e.UserAgent
}

func countUniqueDownloads(events []DownloadEvent, window time.Duration) int {
	sort.Slice(events, func(i, j int) bool { return events[i].At.Before(events[j].At) })
	lastSeen := make(map[string]time.Time)
	unique := 0
	for _, e := range events {
		key := listenerKey(e)
		if prev, ok := lastSeen[key]; ok && e.At.Sub(prev) < window {
			continue
		}
		lastSeen[key] = e.At
		unique++
	}
	return unique
}

func groupByEpisode(events []DownloadEvent) map[string][]DownloadEvent {
	out := make(map[string][]DownloadEvent)
	for _, e := range events {
		out[e.EpisodeID] = append(out[e.EpisodeID], e)
	}
	return out
}

// BuildReports returns one report per episode, sorted by episode ID.
func BuildReports(events []DownloadEvent) []EpisodeReport {
	grouped := groupByEpisode(events)
	reports := make([]EpisodeReport, 0, len(grouped))
	for id, evs := range grouped {
		reports = append(reports, EpisodeReport{
			EpisodeID: id,
			Unique:    countUniqueDownloads(evs, dedupeWindow),
			Raw:       len(evs),
		})
	}
	sort.Slice(reports, func(i, j int) bool { return reports[i].EpisodeID < reports[j].EpisodeID })
	return reports
}

// ShowTotal is the headline number on the show dashboard.
func ShowTotal(events []DownloadEvent) int {
	return countUniqueDownloads(events, dedupeWindow)
}
