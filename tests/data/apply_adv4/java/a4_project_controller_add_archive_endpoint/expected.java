package com.acme.tracker.web;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import com.acme.tracker.domain.Project;
import com.acme.tracker.service.ProjectNotFoundException;
import com.acme.tracker.service.ProjectService;

@RestController
@RequestMapping("/api/projects")
public class ProjectController {

    private static final Logger log = LoggerFactory.getLogger(ProjectController.class);

    private final ProjectService projectService;

    public ProjectController(ProjectService projectService) {
        this.projectService = projectService;
    }

    @GetMapping
    public List<ProjectDto> list() {
        return projectService.findAll().stream().map(ProjectDto::from).toList();
    }

    @GetMapping("/{id}")
    public ResponseEntity<ProjectDto> get(@PathVariable long id) {
        return projectService.findById(id)
                .map(p -> ResponseEntity.ok(ProjectDto.from(p)))
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{id}/restore")
    public ResponseEntity<ProjectDto> restore(@PathVariable long id) {
        log.info("Restoring project {}", id);
        try {
            Project project = projectService.restore(id);
            return ResponseEntity.ok(ProjectDto.from(project));
        } catch (ProjectNotFoundException e) {
            log.warn("Project {} not found", id);
            return ResponseEntity.notFound().build();
        } catch (IllegalStateException e) {
            log.warn("Cannot restore project {}: {}", id, e.getMessage());
            return ResponseEntity.status(HttpStatus.CONFLICT).build();
        }
    }

    @PostMapping("/{id}/archive")
    public ResponseEntity<ProjectDto> archive(@PathVariable long id) {
        log.info("Archiving project {}", id);
        try {
            Project project = projectService.archive(id);
            return ResponseEntity.ok(ProjectDto.from(project));
        } catch (ProjectNotFoundException e) {
            log.warn("Project {} not found", id);
            return ResponseEntity.notFound().build();
        } catch (IllegalStateException e) {
            log.warn("Cannot archive project {}: {}", id, e.getMessage());
            return ResponseEntity.status(HttpStatus.CONFLICT).build();
        }
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> delete(@PathVariable long id) {
        log.info("Deleting project {}", id);
        try {
            projectService.delete(id);
            return ResponseEntity.noContent().build();
        } catch (ProjectNotFoundException e) {
            log.warn("Project {} not found", id);
            return ResponseEntity.notFound().build();
        }
    }
}
