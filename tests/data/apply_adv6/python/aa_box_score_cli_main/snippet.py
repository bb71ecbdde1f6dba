# ... existing code ...

    log.info("imported %d games for %s", count, day)
    return 0 if count else 2


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        log.warning("interrupted")
        sys.exit(130)
