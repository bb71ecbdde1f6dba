class HttpClient {
public:
    HttpClient(std::string host, int port);

    // ... existing code ...

    void setUserAgent(std::string ua) { userAgent_ = std::move(ua); }

private:
    std::string userAgent_ = "acme-http/1.0";
    // ... existing code ...
};
