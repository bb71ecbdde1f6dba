import UIKit

final class ImageCache {
    static let shared = ImageCache()

    private let memory = NSCache<NSURL, UIImage>()
    private let fileManager = FileManager.default
    private let ioQueue = DispatchQueue(label: "com.lumen.imagecache.io", qos: .utility)
    private let directory: URL

    init(directory: URL? = nil) {
        self.directory = directory
            ?? fileManager.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("images")
        memory.countLimit = 200
        try? fileManager.createDirectory(at: self.directory, withIntermediateDirectories: true)
    }

    func store(_ image: UIImage, for url: URL) {
        memory.setObject(image, forKey: url as NSURL)
        guard let data = image.pngData() else { return }
        let path = diskPath(for: url)
        ioQueue.async {
            try? data.write(to: path, options: .atomic)
        }
    }

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

    func removeAll() {
        memory.removeAllObjects()
        ioQueue.async { [fileManager, directory] in
            try? fileManager.removeItem(at: directory)
            try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    private func diskPath(for url: URL) -> URL {
        let name = url.absoluteString.data(using: .utf8)!.base64EncodedString()
            .replacingOccurrences(of: "/", with: "_")
        return directory.appendingPathComponent(name)
    }
}
