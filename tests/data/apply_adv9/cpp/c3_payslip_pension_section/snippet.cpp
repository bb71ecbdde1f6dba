// ... existing code ...

    write_line(out, "Total deductions", slip.total_deductions());
    write_rule(out);
}

void render_pension(std::ostringstream& out, const Payslip& slip) {
    if (!slip.pension.enrolled) {
        return;
    }
    out << "PENSION (" << slip.pension.scheme_name << ")\n";
    write_line(out, "Employee contribution", slip.pension.employee_contribution);
    write_line(out, "Employer contribution", slip.pension.employer_contribution);
    write_rule(out);
}

void render_totals(std::ostringstream& out, const Payslip& slip) {
// ... existing code ...

    render_deductions(out, slip);
    render_pension(out, slip);
    render_totals(out, slip);
    return out.str();
}

// ... existing code ...
