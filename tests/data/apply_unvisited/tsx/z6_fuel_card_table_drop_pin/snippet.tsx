// ... existing code ...

  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          <th className="py-2">Card</th>
          <th>Vehicle</th>
          <th>Daily limit</th>
          <th>Spent today</th>
          {/* ... existing code ... */}
          <tr key={card.id} className="border-t">
            <td className="py-2 font-mono">{maskCardNumber(card.number)}</td>
            <td>{card.vehiclePlate}</td>
            <td>{formatCurrency(card.dailyLimit)}</td>
            <td>{formatCurrency(card.spentToday)}</td>
            {/* ... existing code ... */}
