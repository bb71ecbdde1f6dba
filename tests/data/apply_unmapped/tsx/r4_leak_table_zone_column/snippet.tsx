// ...

  return (
    <table className="leak-alerts">
      <thead>
        <tr>
          <th onClick={() => toggleSort("meterId")}>Meter</th>
          <th>Zone</th>
          <th onClick={() => toggleSort("raisedAt")}>Raised</th>
          {/* ... */}
        </tr>
      </thead>
      <tbody>
        {rows.map((alert) => (
          <tr key={alert.id}>
            <td>{alert.meterId}</td>
            <td>{alert.pressureZone}</td>
            <td>{formatDistanceToNow(new Date(alert.raisedAt), { addSuffix: true })}</td>
            {/* ... */}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
