// ... keep existing code

    @PostMapping("/{id}/restore")
    public ResponseEntity<ProjectDto> restore(@PathVariable long id) {
        // ... keep existing code
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

// ... keep existing code
