package org.riversidevet.lab.web;

import java.util.List;

import org.riversidevet.lab.LabResult;
import org.riversidevet.lab.LabResultService;
import org.riversidevet.lab.Panel;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/patients/{patientId}/lab-results")
public class LabResultController {

    private final LabResultService service;

    public LabResultController(LabResultService service) {
        this.service = service;
    }

    @GetMapping
    public List<LabResultDto> list(@PathVariable long patientId,
                                   @RequestParam(required = false) Panel panel) {
        List<LabResult> results = panel == null
                ? service.findByPatient(patientId)
                : service.findByPatientAndPanel(patientId, panel);
        return results.stream().map(LabResultDto::from).toList();
    }

    @GetMapping("/{resultId}")
    public LabResultDto get(@PathVariable long patientId, @PathVariable long resultId) {
        LabResult result = service.findById(patientId, resultId).orElse(null);
        return result == null ? null : LabResultDto.from(result);
    }

    @GetMapping("/latest")
    public LabResultDto latest(@PathVariable long patientId, @RequestParam Panel panel) {
        LabResult result = service.findLatest(patientId, panel).orElse(null);
        return result == null ? null : LabResultDto.from(result);
    }

    @GetMapping("/abnormal")
    public List<LabResultDto> abnormal(@PathVariable long patientId) {
        return service.findByPatient(patientId).stream()
                .filter(LabResult::isAbnormal)
                .map(LabResultDto::from)
                .toList();
    }

    @PostMapping
    public ResponseEntity<LabResultDto> create(@PathVariable long patientId,
                                               @RequestBody LabResultDto body) {
        LabResult saved = service.record(patientId, body.toDomain());
        return ResponseEntity.ok(LabResultDto.from(saved));
    }
}
