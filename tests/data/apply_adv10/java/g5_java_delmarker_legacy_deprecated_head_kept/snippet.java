    @GetMapping("/{id}")
    public Report get(@PathVariable long id) {
        return service.find(id);
    }

    // ... legacy endpoints removed ...

    @PostMapping
    public Report create(@RequestBody ReportRequest req) {
        return service.create(req);
    }
