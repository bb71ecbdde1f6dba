// ... existing code ...

export function FixtureTable({ seasonId, clubCode, onSelectFixture }: FixtureTableProps) {
  // ... existing code ...

  return (
    <section className="fixture-table">
      {/* ... round selector ... */}
      <table>
        {/* ... existing code ... */}
        <tbody>
          {visible.map((f) => (
            <tr
              key={f.id}
              className={f.status === 'POSTPONED' ? 'is-postponed' : undefined}
              onClick={() => onSelectFixture?.(f)}
            >
              <td>
                {f.status === 'POSTPONED' ? (
                  <span className="badge badge--warning">Postponed</span>
                ) : (
                  format(new Date(f.kickoff), 'EEE d MMM, HH:mm')
                )}
              </td>
              {/* ... existing code ... */}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
