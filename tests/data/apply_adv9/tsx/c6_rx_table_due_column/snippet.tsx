// …

export default function PrescriptionTable({ prescriptions, onSelect }: Props) {
  // (unchanged)

  return (
    <table className="rx-table">
      <thead>
        <tr>
          {/* … */}
          <th scope="col">Received</th>
          <th scope="col">Due</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {prescriptions.map((rx) => (
          <tr key={rx.id} onClick={() => onSelect?.(rx.id)}>
            {/* same as before */}
            <td>{format(new Date(rx.receivedAt), 'dd MMM HH:mm')}</td>
            <td>{rx.dueAt ? format(new Date(rx.dueAt), 'dd MMM HH:mm') : '—'}</td>
            {/* … */}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
