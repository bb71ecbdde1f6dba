// ... existing code ...

    func bundleMounted(_ bundle: String, bytes: Int) {
        let message = "mounted \(bundle) (\(bytes) bytes)"
        record("bundle", message)
    }

// ... existing code ...
