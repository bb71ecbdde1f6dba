export function ForecastCard({ siteId, horizonHours = 24 }: Props) {
  const [points, setPoints] = useState<ForecastPoint[]>([]);
  const [state, setState] = useState<LoadState>("idle");
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    // ... existing fetch logic ...
  }, [siteId, horizonHours, reloadKey]);

  // ... existing code ...

  if (state === "error") {
    return (
      <div className="forecast-card forecast-card--error">
        Forecast unavailable
        <button type="button" className="forecast-card__retry" onClick={() => setReloadKey((k) => k + 1)}>
          Retry
        </button>
      </div>
    );
  }

  // ... existing code ...
}
