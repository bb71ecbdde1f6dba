// ... existing code ...
import { formatDuration, formatPlayCount } from "@/lib/format";
// ... existing code ...
      {
        key: "duration",
        header: "Duration",
        width: 80,
        align: "right",
        render: (track) => <span className="tabular">{formatDuration(track.durationMs)}</span>,
      },
      {
        key: "plays",
        header: "Plays",
        width: 96,
        align: "right",
        render: (track) => <span className="tabular">{formatPlayCount(track.playCount)}</span>,
      },
      // ... existing code ...
