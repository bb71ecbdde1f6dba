package com.acme.reports.web;

import com.acme.reports.ReportService;
import com.acme.reports.dto.ReportSummary;
import org.springframework.http.ResponseEntity;
// ... other spring imports ...
import org.springframework.web.bind.annotation.RestController;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

// ... existing code ...

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

// ... existing code ...
