package com.example.reports.web;

import com.example.reports.model.Report;
import com.example.reports.model.ReportRequest;
import com.example.reports.service.ReportService;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/reports")
public class ReportController {

    private final ReportService service;

    public ReportController(ReportService service) {
        this.service = service;
    }

    @GetMapping("/{id}")
    public Report get(@PathVariable long id) {
        return service.find(id);
    }

    @PostMapping
    public Report create(@RequestBody ReportRequest req) {
        return service.create(req);
    }

    @DeleteMapping("/{id}")
    public void delete(@PathVariable long id) {
        service.delete(id);
    }
}
