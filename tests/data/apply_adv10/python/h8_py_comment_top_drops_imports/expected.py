import json
import os

# Load settings from a JSON file, with environment overrides.
def load_settings(path):
    if not os.path.exists(path):
        return {"debug": False}
    with open(path) as fh:
        data = json.load(fh)
    data["debug"] = os.environ.get("APP_DEBUG", "0") == "1"
    return data


def save_settings(path, data):
    with open(path, "w") as fh:
        json.dump(data, fh, indent=2)


def main():
    settings = load_settings("settings.json")
    print(settings)


if __name__ == "__main__":
    main()
