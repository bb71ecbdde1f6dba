package com.stridelab.league.web;

import com.stridelab.league.model.Fixture;
import com.stridelab.league.model.StandingRow;
import com.stridelab.league.service.FixtureService;
import com.stridelab.league.service.StandingsService;
import java.time.LocalDate;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/leagues/{leagueId}")
public class LeagueController {

    private final StandingsService standingsService;
    private final FixtureService fixtureService;

    public LeagueController(StandingsService standingsService, FixtureService fixtureService) {
        this.standingsService = standingsService;
        this.fixtureService = fixtureService;
    }

    @GetMapping("/standings")
    public ResponseEntity<List<StandingRow>> standings(@PathVariable long leagueId) {
        List<StandingRow> rows = standingsService.currentTable(leagueId);
        if (rows.isEmpty()) {
            return ResponseEntity.notFound().build();
        }
        return ResponseEntity.ok(rows);
    }

    @GetMapping("/standings/round/{round}")
    public ResponseEntity<List<StandingRow>> standingsAfterRound(
            @PathVariable long leagueId, @PathVariable int round) {
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
            @PathVariable long leagueId,
            @RequestParam(required = false) LocalDate from,
            @RequestParam(required = false) LocalDate to) {
        LocalDate start = from != null ? from : LocalDate.now();
        LocalDate end = to != null ? to : start.plusWeeks(2);
        return fixtureService.between(leagueId, start, end);
    }

    @GetMapping("/fixtures/{fixtureId}")
    public ResponseEntity<Fixture> fixture(@PathVariable long leagueId, @PathVariable long fixtureId) {
        return fixtureService.find(leagueId, fixtureId)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
