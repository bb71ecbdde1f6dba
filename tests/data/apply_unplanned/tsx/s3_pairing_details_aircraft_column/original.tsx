import React, { useMemo, useState } from 'react';
import type { Pairing, Leg } from '../api/types';
import { formatDuration, formatTime } from '../lib/time';
import { Badge } from './Badge';

interface PairingDetailsProps {
  pairing: Pairing;
  onAssign: (pairingId: string) => void;
  onRelease: (pairingId: string) => void;
}

function legBlockMinutes(leg: Leg): number {
  return (new Date(leg.onBlocks).getTime() - new Date(leg.offBlocks).getTime()) / 60000;
}

export function PairingDetails({ pairing, onAssign, onRelease }: PairingDetailsProps) {
  const [expanded, setExpanded] = useState(false);

  const totalBlock = useMemo(
    () => pairing.duties.flatMap((d) => d.legs).reduce((sum, leg) => sum + legBlockMinutes(leg), 0),
    [pairing],
  );

  return (
    <article className="pairing-details">
      <header className="pairing-details__header">
        <h2>{pairing.id}</h2>
        <Badge tone={pairing.overLimit ? 'danger' : 'neutral'}>
          {pairing.overLimit ? 'Over limit' : 'Within limits'}
        </Badge>
        <button type="button" onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Hide legs' : 'Show legs'}
        </button>
      </header>

      <dl className="pairing-details__summary">
        <dt>Base</dt>
        <dd>{pairing.base}</dd>
        <dt>Days</dt>
        <dd>{pairing.duties.length}</dd>
        <dt>Total block</dt>
        <dd>{formatDuration(totalBlock)}</dd>
      </dl>

      {expanded && (
        <table className="pairing-details__legs">
          <thead>
            <tr>
              <th>Flight</th>
              <th>From</th>
              <th>To</th>
              <th>Off blocks</th>
              <th>On blocks</th>
              <th>Block</th>
            </tr>
          </thead>
          <tbody>
            {pairing.duties.flatMap((duty) =>
              duty.legs.map((leg) => (
                <tr key={`${leg.flightNumber}-${leg.offBlocks}`}>
                  <td>{leg.flightNumber}</td>
                  <td>{leg.from}</td>
                  <td>{leg.to}</td>
                  <td>{formatTime(leg.offBlocks)}</td>
                  <td>{formatTime(leg.onBlocks)}</td>
                  <td>{formatDuration(legBlockMinutes(leg))}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}

      <footer className="pairing-details__actions">
        <button type="button" className="primary" onClick={() => onAssign(pairing.id)}>
          Assign
        </button>
        <button type="button" onClick={() => onRelease(pairing.id)}>
          Release
        </button>
      </footer>
    </article>
  );
}
