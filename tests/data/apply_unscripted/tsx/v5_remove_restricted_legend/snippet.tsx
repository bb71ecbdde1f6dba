function Legend() {
  return (
    <ul className="seat-legend">
      {/* ... existing code ... */}
      <li>
        <span className="seat seat--sample seat--sold" /> Sold
      </li>
      <li>
        <span className="seat seat--sample seat--held" /> Held for company
      </li>
      {/* ... existing code ... */}
    </ul>
  );
}
