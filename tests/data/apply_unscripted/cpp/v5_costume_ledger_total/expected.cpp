// costume_ledger: reads the wardrobe CSV export and prints which costumes are
// out on loan, overdue, or waiting for repair before the next production.

#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

struct CostumeRecord {
    std::string tag;
    std::string name;
    std::string borrower;
    int daysOut = 0;
    bool needsRepair = false;
};

static std::vector<std::string> splitCsvLine(const std::string& line) {
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, ',')) {
        fields.push_back(field);
    }
    return fields;
}

static std::vector<CostumeRecord> loadLedger(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot open " + path);
    }
    std::vector<CostumeRecord> records;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        auto f = splitCsvLine(line);
        if (f.size() < 5) {
            continue;
        }
        records.push_back({f[0], f[1], f[2], std::stoi(f[3]), f[4] == "yes"});
    }
    return records;
}

static void printOnLoan(const std::vector<CostumeRecord>& records) {
    std::cout << "On loan:\n";
    for (const auto& r : records) {
        if (!r.borrower.empty()) {
            std::cout << "  " << r.tag << "  " << r.name << "  -> " << r.borrower << "\n";
        }
    }
}

static void printOverdue(const std::vector<CostumeRecord>& records, int limitDays) {
    std::cout << "Overdue (> " << limitDays << " days):\n";
    for (const auto& r : records) {
        if (!r.borrower.empty() && r.daysOut > limitDays) {
            std::cout << "  " << r.tag << "  " << r.name << "  " << r.daysOut << " days\n";
        }
    }
}

static void printRepairs(const std::vector<CostumeRecord>& records) {
    std::cout << "Needs repair:\n";
    for (const auto& r : records) {
        if (r.needsRepair) {
            std::cout << "  " << r.tag << "  " << r.name << "\n";
        }
    }
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: costume_ledger <ledger.csv> [overdue-days]\n";
        return 2;
    }
    const int limit = argc > 2 ? std::stoi(argv[2]) : 21;

    try {
        const auto records = loadLedger(argv[1]);
        printOnLoan(records);
        printOverdue(records, limit);
        printRepairs(records);
        std::cout << "\n" << records.size() << " costume(s) in ledger\n";
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
