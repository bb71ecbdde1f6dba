# ... rest of the script unchanged ...


if __name__ == "__main__":
    logging.basicConfig(level=os.environ.get("RATECON_LOG_LEVEL", "INFO"), format="%(levelname)s %(message)s")
    raise SystemExit(main())
