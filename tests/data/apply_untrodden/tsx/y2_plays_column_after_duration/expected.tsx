import React, { useMemo } from "react";
import { Link } from "react-router-dom";

import { DataTable, type Column } from "@/components/DataTable";
import { formatDuration, formatPlayCount } from "@/lib/format";
import type { PlaylistTrack } from "@/types/playlist";

interface PlaylistTrackTableProps {
  tracks: PlaylistTrack[];
  currentTrackId?: string;
  onPlay: (index: number) => void;
  onRemove?: (trackId: string) => void;
}

export function PlaylistTrackTable({
  tracks,
  currentTrackId,
  onPlay,
  onRemove,
}: PlaylistTrackTableProps) {
  const columns = useMemo<Column<PlaylistTrack>[]>(
    () => [
      {
        key: "position",
        header: "#",
        width: 48,
        render: (track, index) => (
          <button className="track-index" onClick={() => onPlay(index)} aria-label={`Play ${track.title}`}>
            {track.id === currentTrackId ? <span className="eq-bars" /> : index + 1}
          </button>
        ),
      },
      {
        key: "title",
        header: "Title",
        render: (track) => (
          <div className="track-title">
            <span className={track.id === currentTrackId ? "is-playing" : undefined}>{track.title}</span>
            <Link to={`/artist/${track.artistId}`}>{track.artistName}</Link>
          </div>
        ),
      },
      {
        key: "album",
        header: "Album",
        render: (track) => <Link to={`/album/${track.albumId}`}>{track.albumTitle}</Link>,
      },
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
      {
        key: "actions",
        header: "",
        width: 40,
        render: (track) =>
          onRemove ? (
            <button className="icon-button" onClick={() => onRemove(track.id)} aria-label="Remove from playlist">
              ×
            </button>
          ) : null,
      },
    ],
    [currentTrackId, onPlay, onRemove],
  );

  return <DataTable rows={tracks} columns={columns} rowKey={(track) => track.id} emptyText="This playlist is empty" />;
}
