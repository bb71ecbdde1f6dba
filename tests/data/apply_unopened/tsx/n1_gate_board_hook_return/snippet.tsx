// ... existing code ...

  useEffect(() => {
    load();
    const id = window.setInterval(load, refreshIntervalMs);
    return () => window.clearInterval(id);
  }, [load, refreshIntervalMs]);

  return { assignments, loading, error, reload: load };
}

// ... existing code ...
