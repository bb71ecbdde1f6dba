# ... existing code ...
def main(argv=None):
    args = parse_args(argv)
    config = load_config(args.config)
    if args.verbose:
        logging.basicConfig(level=logging.DEBUG)
    else:
        logging.basicConfig(level=logging.INFO)
    client = Client(config.url, token=config.token, timeout=config.timeout)
