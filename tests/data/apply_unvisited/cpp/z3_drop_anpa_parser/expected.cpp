// wire_feed_parser.cpp
// Turns raw agency payloads into WireItem records for the ingest queue.

#include "ingest/wire_feed_parser.h"

#include <optional>
#include <string>
#include <string_view>

#include "ingest/ninjs_reader.h"
#include "ingest/nitf_reader.h"
#include "util/log.h"

namespace newsroom::ingest {

WireFeedParser::WireFeedParser(const FeedConfig& config)
    : config_(config), nitf_(config.nitfSchemaPath), ninjs_() {}

std::optional<WireItem> WireFeedParser::parse(std::string_view payload,
                                              FeedFormat format) const {
  switch (format) {
    case FeedFormat::Nitf:
      return parseNitf(payload);
    case FeedFormat::Ninjs:
      return parseNinjs(payload);
  }
  LOG_WARN("wire", "unknown feed format from %s", config_.agency.c_str());
  return std::nullopt;
}

std::optional<WireItem> WireFeedParser::parseNitf(std::string_view payload) const {
  auto doc = nitf_.read(payload);
  if (!doc) {
    LOG_WARN("wire", "malformed NITF from %s", config_.agency.c_str());
    return std::nullopt;
  }
  WireItem item;
  item.agency = config_.agency;
  item.guid = doc->docId();
  item.headline = doc->hedline();
  item.body = doc->bodyContent();
  item.embargoUntil = doc->releaseTime();
  return item;
}

std::optional<WireItem> WireFeedParser::parseNinjs(std::string_view payload) const {
  auto doc = ninjs_.read(payload);
  if (!doc) {
    LOG_WARN("wire", "malformed ninjs from %s", config_.agency.c_str());
    return std::nullopt;
  }
  WireItem item;
  item.agency = config_.agency;
  item.guid = doc->uri();
  item.headline = doc->headline();
  item.body = doc->bodyHtml();
  item.embargoUntil = doc->embargoed();
  return item;
}

bool WireFeedParser::isDuplicate(const WireItem& item) const {
  return seenGuids_.count(item.guid) > 0;
}

void WireFeedParser::remember(const WireItem& item) {
  seenGuids_.insert(item.guid);
}

}  // namespace newsroom::ingest
