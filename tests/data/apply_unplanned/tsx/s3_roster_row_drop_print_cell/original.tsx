import React from 'react';
import classNames from 'classnames';
import type { RosterEntry } from '../api/types';
import { formatTime } from '../lib/time';

interface CellProps {
  entry: RosterEntry;
  selected?: boolean;
  onSelect?: (entry: RosterEntry) => void;
}

function DutyCell({ entry, selected, onSelect }: CellProps) {
  return (
    <td
      className={classNames('cell', 'cell--duty', { 'cell--selected': selected })}
      onClick={() => onSelect?.(entry)}
    >
      <span className="cell-code">{entry.pairingId}</span>
      <span className="cell-time">{formatTime(entry.reportAt)}</span>
    </td>
  );
}

function StandbyCell({ entry, selected, onSelect }: CellProps) {
  return (
    <td
      className={classNames('cell', 'cell--standby', { 'cell--selected': selected })}
      onClick={() => onSelect?.(entry)}
    >
      <span className="cell-code">SBY</span>
      <span className="cell-time">{formatTime(entry.windowStart)}</span>
    </td>
  );
}

function ReserveCell({ entry, selected, onSelect }: CellProps) {
  return (
    <td
      className={classNames('cell', 'cell--reserve', { 'cell--selected': selected })}
      onClick={() => onSelect?.(entry)}
    >
      <span className="cell-code">RSV</span>
    </td>
  );
}

function PrintOnlyCell({ entry }: CellProps) {
  // Kept for the old paper roster export; the print stylesheet hides everything else.
  return (
    <td className="cell cell--print">
      <span className="cell-code">{entry.dutyCode}</span>
      <span className="cell-time">{entry.reportAt ? formatTime(entry.reportAt) : ''}</span>
    </td>
  );
}

function OffCell({ entry, selected, onSelect }: CellProps) {
  return (
    <td
      className={classNames('cell', 'cell--off', { 'cell--selected': selected })}
      onClick={() => onSelect?.(entry)}
    >
      <span className="cell-code">OFF</span>
    </td>
  );
}

export interface RosterRowProps {
  employeeName: string;
  entries: RosterEntry[];
  selectedDate?: string;
  onSelect?: (entry: RosterEntry) => void;
}

export function RosterRow({ employeeName, entries, selectedDate, onSelect }: RosterRowProps) {
  return (
    <tr className="roster-row">
      <th scope="row">{employeeName}</th>
      {entries.map((entry) => {
        const props = { entry, selected: entry.date === selectedDate, onSelect };
        switch (entry.dutyCode) {
          case 'FLY':
            return <DutyCell key={entry.date} {...props} />;
          case 'SBY':
            return <StandbyCell key={entry.date} {...props} />;
          case 'RSV':
            return <ReserveCell key={entry.date} {...props} />;
          default:
            return <OffCell key={entry.date} {...props} />;
        }
      })}
    </tr>
  );
}
