// ... existing code ...
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {/* ... generated, exported and issued cards unchanged ... */}
        <StatCard
          label="Credits pending"
          value={formatCents(totals.pendingCreditCents)}
          icon={<ClockIcon />}
          tone={totals.pendingCreditCents > 0 ? "warning" : "neutral"}
        />
        {/* ... */}
      </div>
// ... existing code ...
