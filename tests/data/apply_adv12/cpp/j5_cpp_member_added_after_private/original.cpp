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

private:
    std::string host_;
    int port_;
    std::chrono::milliseconds timeout_{5000};
};

}  // namespace net
