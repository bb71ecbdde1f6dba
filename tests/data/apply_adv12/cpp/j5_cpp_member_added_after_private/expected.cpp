#pragma once

#include <chrono>
#include <string>

namespace net {

class HttpClient {
public:
    HttpClient(std::string host, int port);

    Response get(const std::string& path);
    Response post(const std::string& path, const std::string& body);

    void setTimeout(std::chrono::milliseconds timeout) { timeout_ = timeout; }

    void setUserAgent(std::string ua) { userAgent_ = std::move(ua); }

private:
    std::string userAgent_ = "acme-http/1.0";
    std::string host_;
    int port_;
    std::chrono::milliseconds timeout_{5000};
};

}  // namespace net
