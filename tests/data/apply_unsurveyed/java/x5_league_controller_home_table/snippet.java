// ... existing code ...
        List<StandingRow> rows = standingsService.tableAfterRound(leagueId, round);
        if (rows.isEmpty()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(rows);
    }

    @GetMapping("/standings/home")
    public ResponseEntity<List<StandingRow>> homeTable(@PathVariable long leagueId) {
        List<StandingRow> rows = standingsService.homeOnlyTable(leagueId);
        if (rows.isEmpty()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(rows);
    }

    @GetMapping("/fixtures")
    public List<Fixture> fixtures(
// ... existing code ...
