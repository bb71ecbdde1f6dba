#!/usr/bin/env python3
# ... rest of the script unchanged ...


if __name__ == "__main__":
    sys.exit(main())
