  // ... existing code ...

  const handleJoinQueue = useCallback(async () => {
    setError(null);
    if (partySize > 1 && mode === "ranked_solo") {
      setError("Ranked Solo can't be queued with a party");
      return;
    }
    try {
      // ... existing code ...
      setElapsedMs(0);
      setTicket(created);
      client.trackEvent("queue_joined", { mode, region: preferredRegion, partySize });
    } catch (err) {
      // ... existing code ...
    }
  }, [client, playerId, mode, preferredRegion, partySize]);

  // ... existing code ...
