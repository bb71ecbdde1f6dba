// payslip_text.cpp - plain-text payslip renderer used by the print service.

#include "payroll/payslip_text.h"

#include <iomanip>
#include <sstream>
#include <string>

#include "payroll/money.h"
#include "payroll/payslip.h"

namespace payroll {

namespace {

constexpr int kLabelWidth = 28;
constexpr int kAmountWidth = 12;

void write_line(std::ostringstream& out, const std::string& label, Money amount) {
    out << std::left << std::setw(kLabelWidth) << label
        << std::right << std::setw(kAmountWidth) << format_money(amount) << '\n';
}

void write_rule(std::ostringstream& out) {
    out << std::string(kLabelWidth + kAmountWidth, '-') << '\n';
}

void render_header(std::ostringstream& out, const Payslip& slip) {
    out << slip.employer_name << '\n';
    out << "Employee: " << slip.employee_name << " (" << slip.employee_number << ")\n";
    out << "Tax code: " << slip.tax_code << "    NI number: " << slip.ni_number << '\n';
    out << "Pay date: " << slip.pay_date << "    Period: " << slip.period << '\n';
    write_rule(out);
}

void render_earnings(std::ostringstream& out, const Payslip& slip) {
    out << "EARNINGS\n";
    for (const auto& item : slip.earnings) {
        write_line(out, item.description, item.amount);
    }
    write_line(out, "Gross pay", slip.gross_pay());
    write_rule(out);
}

void render_deductions(std::ostringstream& out, const Payslip& slip) {
    out << "DEDUCTIONS\n";
    write_line(out, "Income tax", slip.income_tax);
    write_line(out, "National Insurance", slip.national_insurance);
    if (slip.student_loan.cents() > 0) {
        write_line(out, "Student loan", slip.student_loan);
    }
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
    write_line(out, "NET PAY", slip.net_pay());
    write_rule(out);
    write_line(out, "Taxable pay to date", slip.ytd.taxable_pay);
    write_line(out, "Tax paid to date", slip.ytd.income_tax);
}

}  // namespace

std::string render_payslip_text(const Payslip& slip) {
    std::ostringstream out;
    render_header(out, slip);
    render_earnings(out, slip);
    render_deductions(out, slip);
    render_pension(out, slip);
    render_totals(out, slip);
    return out.str();
}

}  // namespace payroll
