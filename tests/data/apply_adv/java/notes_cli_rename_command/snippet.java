    public int run(String[] args) {
        // ... argument checks unchanged ...
        try {
            switch (command) {
                case "init" -> handleInit(rest);
                case "add" -> handleAdd(rest);
                case "remove" -> handleRemove(rest);
                case "rename" -> handleRename(rest);
                // ... remaining cases ...
            }
        } catch (UsageException e) {
            // ...
        }
        return 0;
    }

    // ... existing code ...

    private void handleRemove(List<String> rest) {
        // ... existing code ...
        out.println("Removed " + file);
    }

    private void handleRename(List<String> rest) {
        if (rest.size() != 2) {
            throw new UsageException("rename <old> <new>");
        }
        Path from = resolve(rest.get(0));
        Path to = resolve(rest.get(1));
        store.rename(from, to);
        out.println("Renamed " + from + " -> " + to);
    }

    // ... existing code ...

    private void printUsage() {
        // ...
        err.println("  remove <file>     remove a note");
        err.println("  rename <old> <new> rename a note");
        err.println("  list              list notes");
    }

    // ... existing code ...
