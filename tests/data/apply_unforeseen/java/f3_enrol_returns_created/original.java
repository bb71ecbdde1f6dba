package com.learnhub.enrolment.web;

import java.util.List;
import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.learnhub.auth.StudentPrincipal;
import com.learnhub.enrolment.CourseFullException;
import com.learnhub.enrolment.Enrolment;
import com.learnhub.enrolment.EnrolmentService;

@RestController
@RequestMapping("/api/courses/{courseId}/enrolments")
public class EnrolmentController {

    private final EnrolmentService enrolmentService;
    private final EnrolmentMapper mapper;

    public EnrolmentController(EnrolmentService enrolmentService, EnrolmentMapper mapper) {
        this.enrolmentService = enrolmentService;
        this.mapper = mapper;
    }

    @GetMapping
    public ResponseEntity<List<EnrolmentDto>> list(@PathVariable UUID courseId) {
        List<EnrolmentDto> dtos = enrolmentService.findByCourse(courseId).stream()
                .map(mapper::toDto)
                .toList();
        return ResponseEntity.ok(dtos);
    }

    @GetMapping("/me")
    public ResponseEntity<EnrolmentDto> mine(@PathVariable UUID courseId,
                                             @AuthenticationPrincipal StudentPrincipal student) {
        return enrolmentService.findForStudent(courseId, student.id())
                .map(mapper::toDto)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }

    @PostMapping
    public ResponseEntity<EnrolmentDto> enrol(@PathVariable UUID courseId,
                                              @RequestBody EnrolRequest request,
                                              @AuthenticationPrincipal StudentPrincipal student) {
        Enrolment enrolment = enrolmentService.enrol(courseId, student.id(), request.couponCode());
        EnrolmentDto dto = mapper.toDto(enrolment);
        return ResponseEntity.ok(dto);
    }

    @DeleteMapping("/me")
    public ResponseEntity<Void> withdraw(@PathVariable UUID courseId,
                                         @AuthenticationPrincipal StudentPrincipal student) {
        enrolmentService.withdraw(courseId, student.id());
        return ResponseEntity.noContent().build();
    }

    @PostMapping("/me/complete")
    public ResponseEntity<EnrolmentDto> complete(@PathVariable UUID courseId,
                                                 @AuthenticationPrincipal StudentPrincipal student) {
        Enrolment enrolment = enrolmentService.markCompleted(courseId, student.id());
        EnrolmentDto dto = mapper.toDto(enrolment);
        return ResponseEntity.ok(dto);
    }

    @ExceptionHandler(CourseFullException.class)
    public ResponseEntity<ErrorResponse> courseFull(CourseFullException ex) {
        return ResponseEntity.status(HttpStatus.CONFLICT)
                .body(new ErrorResponse("course_full", ex.getMessage()));
    }
}
