// ... existing code ...

        printRepairs(records);
        std::cout << "\n" << records.size() << " costume(s) in ledger\n";
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
