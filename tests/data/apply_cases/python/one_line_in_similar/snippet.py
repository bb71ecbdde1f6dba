# ... existing code ...

def count_lines(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return len(lines)

# ... existing code ...
