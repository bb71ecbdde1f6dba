final class ImageCache {
    // ... existing code ...

    func image(for url: URL) -> UIImage? {
        if let cached = memory.object(forKey: url as NSURL) {
            return cached
        }
        guard let data = try? Data(contentsOf: diskPath(for: url)),
              let image = UIImage(data: data) else {
            return nil
        }
        memory.setObject(image, forKey: url as NSURL)
        return image
    }

    func removeImage(for url: URL) {
        memory.removeObject(forKey: url as NSURL)
        let path = diskPath(for: url)
        ioQueue.async { [fileManager] in
            try? fileManager.removeItem(at: path)
        }
    }

    // ... existing code ...
}
