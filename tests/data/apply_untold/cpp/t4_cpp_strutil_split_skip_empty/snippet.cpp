// ...

std::vector<std::string> split(std::string_view s, char delim, bool skip_empty) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t pos = s.find(delim, start);
    const std::string_view piece = s.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start);
    if (!skip_empty || !piece.empty()) {
      parts.emplace_back(piece);
    }
    if (pos == std::string_view::npos) {
      break;
    }
    start = pos + 1;
  }
  return parts;
}

// ...
