package dev.notes.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

public final class NotesCli {

    private final NoteStore store;
    private final PrintStream out;
    private final PrintStream err;

    public NotesCli(NoteStore store, PrintStream out, PrintStream err) {
        this.store = store;
        this.out = out;
        this.err = err;
    }

    public int run(String[] args) {
        if (args.length == 0) {
            printUsage();
            return 2;
        }
        String command = args[0];
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        try {
            switch (command) {
                case "init" -> handleInit(rest);
                case "add" -> handleAdd(rest);
                case "remove" -> handleRemove(rest);
                case "list" -> handleList(rest);
                default -> {
                    err.println("Unknown command: " + command);
                    printUsage();
                    return 2;
                }
            }
        } catch (UsageException e) {
            err.println("usage: notes " + e.getMessage());
            return 2;
        }
        return 0;
    }

    private void handleInit(List<String> rest) {
        if (!rest.isEmpty()) {
            throw new UsageException("init");
        }
        store.init();
        out.println("Initialized notes in " + store.root());
    }

    private void handleAdd(List<String> rest) {
        if (rest.size() != 1) {
            throw new UsageException("add <file>");
        }
        Path file = resolve(rest.get(0));
        store.add(file);
        out.println("Added " + file);
    }

    private void handleRemove(List<String> rest) {
        if (rest.size() != 1) {
            throw new UsageException("remove <file>");
        }
        Path file = resolve(rest.get(0));
        store.remove(file);
        out.println("Removed " + file);
    }

    private void handleList(List<String> rest) {
        if (!rest.isEmpty()) {
            throw new UsageException("list");
        }
        for (Path note : store.list()) {
            out.println(store.root().relativize(note));
        }
    }

    private Path resolve(String name) {
        return store.root().resolve(name).normalize();
    }

    private void printUsage() {
        err.println("usage: notes <command> [args]");
        err.println("  init              create a notes directory");
        err.println("  add <file>        add a note");
        err.println("  remove <file>     remove a note");
        err.println("  list              list notes");
    }

    static final class UsageException extends RuntimeException {
        UsageException(String usage) {
            super(usage);
        }
    }
}
