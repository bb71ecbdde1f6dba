def read_text(path):
    with open(path, encoding="utf-8") as f:
        data = f.read()
    return data.strip() + "\n"

# ... existing code ...
