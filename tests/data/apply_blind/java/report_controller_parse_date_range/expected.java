package com.acme.reports.web;

import com.acme.reports.ReportService;
import com.acme.reports.dto.ReportSummary;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService reportService;

    public ReportController(ReportService reportService) {
        this.reportService = reportService;
    }

    @GetMapping
    public List<ReportSummary> list(@RequestParam(defaultValue = "0") int page,
                                    @RequestParam(defaultValue = "20") int size) {
        return reportService.list(page, size);
    }

    @GetMapping("/{id}")
    public ResponseEntity<ReportSummary> get(@PathVariable long id) {
        return reportService.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @GetMapping("/daily")
    public ResponseEntity<List<ReportSummary>> daily(@RequestParam String from, @RequestParam String to) {
        try {
            LocalDate start = LocalDate.parse(from);
            LocalDate end = LocalDate.parse(to);
            if (end.isBefore(start)) {
                return ResponseEntity.badRequest().build();
            }
            return ResponseEntity.ok(reportService.between(start, end));
        } catch (DateTimeParseException e) {
            return ResponseEntity.badRequest().build();
        }
    }

    @GetMapping("/{id}/status")
    public ResponseEntity<String> status(@PathVariable long id) {
        return reportService.find(id)
                .map(r -> ResponseEntity.ok(r.status().name()))
                .orElse(ResponseEntity.notFound().build());
    }
}
