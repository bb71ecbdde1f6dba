import java.util.List;

import org.riversidevet.lab.LabResult;
import org.riversidevet.lab.LabResultService;
import org.riversidevet.lab.Panel;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
// ... other Spring annotation imports unchanged ...
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

// ... existing code ...

    @GetMapping("/{resultId}")
    public LabResultDto get(@PathVariable long patientId, @PathVariable long resultId) {
        LabResult result = service.findById(patientId, resultId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND,
                        "No lab result " + resultId + " for patient " + patientId));
        return LabResultDto.from(result);
    }

// ... existing code ...
