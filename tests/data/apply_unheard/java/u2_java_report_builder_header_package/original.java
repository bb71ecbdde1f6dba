/*
 * Copyright (c) 2021 Acme Corp.
 * Licensed under the Apache License, Version 2.0.
 */
package com.acme.reports;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds plain-text monthly reports.
 */
public class ReportBuilder {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ISO_LOCAL_DATE;

    private final String title;
    private final List<String> sections = new ArrayList<>();
    private LocalDate from;
    private LocalDate to;

    public ReportBuilder(String title) {
        this.title = title;
    }

    public ReportBuilder period(LocalDate from, LocalDate to) {
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("period end before start");
        }
        this.from = from;
        this.to = to;
        return this;
    }

    public ReportBuilder section(String heading, String body) {
        sections.add(heading.toUpperCase() + "\n" + "-".repeat(heading.length()) + "\n" + body);
        return this;
    }

    public ReportBuilder metric(String name, double value) {
        sections.add(String.format("%-24s %12.2f", name, value));
        return this;
    }

    public String build() {
        StringBuilder out = new StringBuilder();
        out.append(title).append('\n');
        if (from != null) {
            out.append(DATE.format(from)).append(" .. ").append(DATE.format(to)).append('\n');
        }
        out.append('\n');
        for (String section : sections) {
            out.append(section).append("\n\n");
        }
        return out.toString().stripTrailing() + "\n";
    }
}
