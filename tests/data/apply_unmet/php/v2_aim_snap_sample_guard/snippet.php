// ... existing code ...

    private function checkAimSnap(MatchTelemetry $t): ?Flag
    {
        if ($t->shotsHit() < 40) {
            return null;
        }

        // ... existing code ...
    }

// ... existing code ...
