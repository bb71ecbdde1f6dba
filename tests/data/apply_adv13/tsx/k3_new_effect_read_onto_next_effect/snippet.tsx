// ... existing code ...
  useEffect(() => {
    refresh();
  }, [refresh]);

  useEffect(() => {
    const id = window.setInterval(refresh, 30_000);
    return () => {
      window.clearInterval(id);
    };
  }, [refresh]);

  // ... existing code ...
