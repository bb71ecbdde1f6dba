import { useMemo, useState } from 'react';
import { format } from 'date-fns';

import { useFixtures } from '../hooks/useFixtures';
import type { Fixture } from '../types';
import { ClubCrest } from './ClubCrest';
import { Spinner } from './Spinner';

type FixtureTableProps = {
  seasonId: string;
  clubCode?: string;
  onSelectFixture?: (fixture: Fixture) => void;
};

export function FixtureTable({ seasonId, clubCode, onSelectFixture }: FixtureTableProps) {
  const { data: fixtures, isLoading, error } = useFixtures(seasonId);
  const [round, setRound] = useState<number | 'all'>('all');

  const rounds = useMemo(
    () => Array.from(new Set((fixtures ?? []).map((f) => f.round))).sort((a, b) => a - b),
    [fixtures],
  );

  const visible = useMemo(() => {
    let list = fixtures ?? [];
    if (clubCode) {
      list = list.filter((f) => f.home.code === clubCode || f.away.code === clubCode);
    }
    if (round !== 'all') {
      list = list.filter((f) => f.round === round);
    }
    return [...list].sort((a, b) => a.kickoff.localeCompare(b.kickoff));
  }, [fixtures, clubCode, round]);

  if (isLoading) return <Spinner label="Loading fixtures" />;
  if (error) return <p role="alert">Could not load fixtures: {error.message}</p>;

  return (
    <section className="fixture-table">
      <label>
        Round{' '}
        <select
          value={round}
          onChange={(e) => setRound(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        >
          <option value="all">All rounds</option>
          {rounds.map((r) => (
            <option key={r} value={r}>
              Round {r}
            </option>
          ))}
        </select>
      </label>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Home</th>
            <th>Away</th>
            <th>Venue</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((f) => (
            <tr key={f.id} onClick={() => onSelectFixture?.(f)}>
              <td>{format(new Date(f.kickoff), 'EEE d MMM, HH:mm')}</td>
              <td>
                <ClubCrest code={f.home.code} size={20} /> {f.home.name}
              </td>
              <td>
                <ClubCrest code={f.away.code} size={20} /> {f.away.name}
              </td>
              <td>{f.venue.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
