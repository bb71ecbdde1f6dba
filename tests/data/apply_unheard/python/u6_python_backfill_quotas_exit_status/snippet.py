# ... existing code ...
        if args.dry_run:
            session.rollback()
    log.info("%s quotas %s", created, "to create" if args.dry_run else "created")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
