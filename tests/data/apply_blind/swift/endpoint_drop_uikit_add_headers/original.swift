//
//  Endpoint.swift
//  Reader
//

import Foundation
import UIKit

struct Endpoint {
    let path: String
    let method: HTTPMethod
    var queryItems: [URLQueryItem] = []
    var body: Data? = nil

    func urlRequest(baseURL: URL) throws -> URLRequest {
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw URLError(.badURL)
        }
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        guard let url = components.url else {
            throw URLError(.badURL)
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        if body != nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

extension Endpoint {
    static func articles(page: Int) -> Endpoint {
        Endpoint(path: "articles", method: .get, queryItems: [URLQueryItem(name: "page", value: String(page))])
    }

    static func article(id: Int) -> Endpoint {
        Endpoint(path: "articles/\(id)", method: .get)
    }

    static func deleteArticle(id: Int) -> Endpoint {
        Endpoint(path: "articles/\(id)", method: .delete)
    }
}
