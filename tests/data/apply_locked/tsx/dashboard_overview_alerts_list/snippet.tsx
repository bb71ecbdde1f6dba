// ... existing code ...
      <header className="dashboard__header">
        <h1>Overview</h1>
        <RangePicker value={range} onChange={setRange} />
      </header>

      {data.alerts.length > 0 && (
        <ul className="dashboard__alerts" role="status">
          {data.alerts.map((alert: DashboardAlert) => (
            <li key={alert.id} className={`dashboard__alert dashboard__alert--${alert.level}`}>
              {alert.message}
            </li>
          ))}
        </ul>
      )}

      <section className="dashboard__stats">
        {/* ... existing code ... */}
