// ... existing code ...

type EpisodeReport struct {
	EpisodeID string
	Unique    int
	Raw       int
	Bots      int
}

// ... existing code ...

func countUniqueDownloads(events []DownloadEvent, window time.Duration, filter BotFilter) (unique, bots int) {
	sort.Slice(events, func(i, j int) bool { return events[i].At.Before(events[j].At) })
	lastSeen := make(map[string]time.Time)
	for _, e := range events {
		if filter != nil && filter.IsBot(e.UserAgent) {
			bots++
			continue
		}
		key := listenerKey(e)
		if prev, ok := lastSeen[key]; ok && e.At.Sub(prev) < window {
			continue
		}
		lastSeen[key] = e.At
		unique++
	}
	return unique, bots
}

// ... existing code ...

func BuildReports(events []DownloadEvent, filter BotFilter) []EpisodeReport {
	grouped := groupByEpisode(events)
	reports := make([]EpisodeReport, 0, len(grouped))
	for id, evs := range grouped {
		unique, bots := countUniqueDownloads(evs, dedupeWindow, filter)
		reports = append(reports, EpisodeReport{
			EpisodeID: id,
			Unique:    unique,
			Raw:       len(evs),
			Bots:      bots,
		})
	}
	// ... existing code ...
}

// ShowTotal is the headline number on the show dashboard.
func ShowTotal(events []DownloadEvent, filter BotFilter) int {
	unique, _ := countUniqueDownloads(events, dedupeWindow, filter)
	return unique
}
