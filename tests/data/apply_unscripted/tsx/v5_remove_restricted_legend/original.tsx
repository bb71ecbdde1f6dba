import React from "react";
import clsx from "clsx";

import type { Seat, SeatRow as Row } from "../types/venue";
import "./SeatMap.css";

interface SeatMapProps {
  rows: Row[];
  selected: Set<string>;
  onToggle: (seat: Seat) => void;
}

function seatKey(seat: Seat): string {
  return `${seat.row}-${seat.number}`;
}

function SeatButton({
  seat,
  selected,
  onToggle,
}: {
  seat: Seat;
  selected: boolean;
  onToggle: (seat: Seat) => void;
}) {
  return (
    <button
      type="button"
      className={clsx("seat", {
        "seat--selected": selected,
        "seat--sold": seat.status === "sold",
        "seat--held": seat.status === "held",
        "seat--accessible": seat.accessible,
      })}
      disabled={seat.status !== "available"}
      aria-pressed={selected}
      onClick={() => onToggle(seat)}
    >
      {seat.number}
    </button>
  );
}

function Legend() {
  return (
    <ul className="seat-legend">
      <li>
        <span className="seat seat--sample" /> Available
      </li>
      <li>
        <span className="seat seat--sample seat--selected" /> Your selection
      </li>
      <li>
        <span className="seat seat--sample seat--sold" /> Sold
      </li>
      <li>
        <span className="seat seat--sample seat--restricted" /> Restricted view
      </li>
      <li>
        <span className="seat seat--sample seat--held" /> Held for company
      </li>
      <li>
        <span className="seat seat--sample seat--accessible" /> Wheelchair space
      </li>
    </ul>
  );
}

export default function SeatMap({ rows, selected, onToggle }: SeatMapProps) {
  return (
    <div className="seat-map">
      <div className="stage">STAGE</div>
      {rows.map((row) => (
        <div key={row.label} className="seat-row">
          <span className="row-label">{row.label}</span>
          {row.seats.map((seat) => (
            <SeatButton
              key={seatKey(seat)}
              seat={seat}
              selected={selected.has(seatKey(seat))}
              onToggle={onToggle}
            />
          ))}
          <span className="row-label">{row.label}</span>
        </div>
      ))}
      <Legend />
    </div>
  );
}
