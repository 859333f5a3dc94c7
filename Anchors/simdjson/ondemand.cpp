// simdjson's On-Demand API decoding the fixtures into typed structs, and a hand-written writer back to
// bytes (3.0.1 has no builder): the typed anchor beside serde_json in ModelBench's "Against the fastest".
// The structs hold the fields of ModelBench's fixture models, as Anchors/serde's do, so every program
// skips the same unknown keys. Built from Debian's libsimdjson-dev by `make anchors-build`; timed as the
// other anchors are (one JSON line per document and operation, every sample's time in nanoseconds).
//
// usage: simdjson-ondemand-anchor [--samples N] [--milliseconds M] [--check] name=path...
//   --check: decode, write, decode the output and write it again; exit 1 unless both writes are equal.
#include <simdjson.h>

#include "harness.h"

#include <charconv>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

using simdjson::error_code;
using simdjson::SUCCESS;
namespace od = simdjson::ondemand;
using Text = std::optional<std::string>;
template <typename T> using Map = std::unordered_map<std::string, T>;

#define TRY(expression)                      \
  do {                                       \
    if (auto e = (expression)) return e;     \
  } while (0)

// ---------------------------------------------------------------------------------------------------
// The models: the fields of ModelFixtures' TwitterModels, CitmModels and CanadaModels.

struct SearchMetadata {
  double completed_in = 0;
  int64_t max_id = 0;
  Text max_id_str, next_results, query, refresh_url;
  int64_t count = 0, since_id = 0;
  Text since_id_str;
};
struct Hashtag {
  Text text;
  std::vector<int64_t> indices;
};
struct Url {
  Text url, expanded_url, display_url;
  std::vector<int64_t> indices;
};
struct Mention {
  Text screen_name, name;
  int64_t id = 0;
  std::vector<int64_t> indices;
};
struct Entities {
  std::vector<Hashtag> hashtags;
  std::vector<Url> urls;
  std::vector<Mention> user_mentions;
};
struct User {
  int64_t id = 0;
  Text id_str, name, screen_name, location, description, url;
  bool is_protected = false;
  int64_t followers_count = 0, friends_count = 0, listed_count = 0;
  Text created_at;
  int64_t favourites_count = 0;
  std::optional<int64_t> utc_offset;
  Text time_zone;
  bool geo_enabled = false, verified = false;
  int64_t statuses_count = 0;
  Text lang, profile_background_color, profile_image_url, profile_image_url_https, profile_banner_url;
  bool default_profile = false, following = false;
};
struct Status {
  Text created_at;
  int64_t id = 0;
  Text id_str, text, source;
  bool truncated = false;
  std::optional<int64_t> in_reply_to_status_id, in_reply_to_user_id;
  Text in_reply_to_screen_name;
  std::optional<User> user;
  int64_t retweet_count = 0, favorite_count = 0;
  bool favorited = false, retweeted = false;
  Text lang;
  std::optional<Entities> entities;
};
struct Search {
  std::vector<Status> statuses;
  std::optional<SearchMetadata> search_metadata;
};

struct Event {
  int64_t id = 0;
  Text name, description, logo, subtitle, subject_code;
  std::vector<int64_t> sub_topic_ids, topic_ids;
};
struct Price {
  int64_t amount = 0, audience_sub_category_id = 0, seat_category_id = 0;
};
struct Area {
  int64_t area_id = 0;
  std::vector<int64_t> block_ids;
};
struct SeatCategory {
  int64_t seat_category_id = 0;
  std::vector<Area> areas;
};
struct Performance {
  int64_t id = 0, event_id = 0;
  Text name, logo, seat_map_image;
  int64_t start = 0;
  Text venue_code;
  std::vector<Price> prices;
  std::vector<SeatCategory> seat_categories;
};
struct Catalog {
  Map<std::string> area_names, audience_sub_category_names;
  Map<Event> events;
  std::vector<Performance> performances;
  Map<std::string> seat_category_names, sub_topic_names, topic_names;
  Map<std::vector<int64_t>> topic_sub_topics;
  Map<std::string> venue_names;
};

struct Geometry {
  std::string type;
  std::vector<std::vector<std::vector<double>>> coordinates;
};
struct Feature {
  std::string type;
  Map<std::string> properties;
  std::optional<Geometry> geometry;
};
struct FeatureCollection {
  std::string type;
  std::vector<Feature> features;
};

// ---------------------------------------------------------------------------------------------------
// Reading: one overload per type. A null optional is left empty; unknown keys are skipped.

static error_code read(od::value v, int64_t &out) { return v.get_int64().get(out); }
static error_code read(od::value v, double &out) { return v.get_double().get(out); }
static error_code read(od::value v, bool &out) { return v.get_bool().get(out); }
static error_code read(od::value v, std::string &out) {
  std::string_view text;
  TRY(v.get_string().get(text));
  out.assign(text);
  return SUCCESS;
}
template <typename T> static error_code read(od::value v, std::optional<T> &out) {
  bool null = false;
  TRY(v.is_null().get(null));
  if (null) {
    out.reset();
    return SUCCESS;
  }
  return read(v, out.emplace());
}
template <typename T> static error_code read(od::value v, std::vector<T> &out) {
  od::array array;
  TRY(v.get_array().get(array));
  out.clear();
  for (auto element : array) {
    od::value value;
    TRY(element.get(value));
    TRY(read(value, out.emplace_back()));
  }
  return SUCCESS;
}
template <typename T> static error_code read(od::value v, Map<T> &out) {
  od::object object;
  TRY(v.get_object().get(object));
  out.clear();
  for (auto field : object) {
    std::string_view key;
    TRY(field.unescaped_key().get(key));
    std::string name(key);
    od::value element;
    TRY(field.value().get(element));
    T value{};
    TRY(read(element, value));
    out.insert_or_assign(std::move(name), std::move(value));
  }
  return SUCCESS;
}

// Each struct's fields, listed once as (JSON key, member) for both the reader and the writer.
#define SEARCH_METADATA_FIELDS(F)                                                                  \
  F("completed_in", completed_in) F("max_id", max_id) F("max_id_str", max_id_str)                    \
  F("next_results", next_results) F("query", query) F("refresh_url", refresh_url) F("count", count) \
  F("since_id", since_id) F("since_id_str", since_id_str)
#define HASHTAG_FIELDS(F) F("text", text) F("indices", indices)
#define URL_FIELDS(F) \
  F("url", url) F("expanded_url", expanded_url) F("display_url", display_url) F("indices", indices)
#define MENTION_FIELDS(F) F("screen_name", screen_name) F("name", name) F("id", id) F("indices", indices)
#define ENTITIES_FIELDS(F) F("hashtags", hashtags) F("urls", urls) F("user_mentions", user_mentions)
#define USER_FIELDS(F)                                                                                  \
  F("id", id) F("id_str", id_str) F("name", name) F("screen_name", screen_name) F("location", location) \
  F("description", description) F("url", url) F("protected", is_protected)                            \
  F("followers_count", followers_count) F("friends_count", friends_count)                             \
  F("listed_count", listed_count) F("created_at", created_at) F("favourites_count", favourites_count) \
  F("utc_offset", utc_offset) F("time_zone", time_zone) F("geo_enabled", geo_enabled)                 \
  F("verified", verified) F("statuses_count", statuses_count) F("lang", lang)                          \
  F("profile_background_color", profile_background_color) F("profile_image_url", profile_image_url)   \
  F("profile_image_url_https", profile_image_url_https) F("profile_banner_url", profile_banner_url)   \
  F("default_profile", default_profile) F("following", following)
#define STATUS_FIELDS(F)                                                                               \
  F("created_at", created_at) F("id", id) F("id_str", id_str) F("text", text) F("source", source)     \
  F("truncated", truncated) F("in_reply_to_status_id", in_reply_to_status_id)                        \
  F("in_reply_to_user_id", in_reply_to_user_id) F("in_reply_to_screen_name", in_reply_to_screen_name) \
  F("user", user) F("retweet_count", retweet_count) F("favorite_count", favorite_count)              \
  F("favorited", favorited) F("retweeted", retweeted) F("lang", lang) F("entities", entities)
#define SEARCH_FIELDS(F) F("statuses", statuses) F("search_metadata", search_metadata)
#define EVENT_FIELDS(F)                                                                       \
  F("id", id) F("name", name) F("description", description) F("logo", logo) F("subtitle", subtitle) \
  F("subjectCode", subject_code) F("subTopicIds", sub_topic_ids) F("topicIds", topic_ids)
#define PRICE_FIELDS(F) \
  F("amount", amount) F("audienceSubCategoryId", audience_sub_category_id) F("seatCategoryId", seat_category_id)
#define AREA_FIELDS(F) F("areaId", area_id) F("blockIds", block_ids)
#define SEAT_CATEGORY_FIELDS(F) F("seatCategoryId", seat_category_id) F("areas", areas)
#define PERFORMANCE_FIELDS(F)                                                                    \
  F("id", id) F("eventId", event_id) F("name", name) F("logo", logo) F("seatMapImage", seat_map_image) \
  F("start", start) F("venueCode", venue_code) F("prices", prices) F("seatCategories", seat_categories)
#define CATALOG_FIELDS(F)                                                                               \
  F("areaNames", area_names) F("audienceSubCategoryNames", audience_sub_category_names)                 \
  F("events", events) F("performances", performances) F("seatCategoryNames", seat_category_names)       \
  F("subTopicNames", sub_topic_names) F("topicNames", topic_names) F("topicSubTopics", topic_sub_topics) \
  F("venueNames", venue_names)
#define GEOMETRY_FIELDS(F) F("type", type) F("coordinates", coordinates)
#define FEATURE_FIELDS(F) F("type", type) F("properties", properties) F("geometry", geometry)
#define FEATURE_COLLECTION_FIELDS(F) F("type", type) F("features", features)

#define EVERY_MODEL(M)                                                                                  \
  M(SearchMetadata, SEARCH_METADATA_FIELDS) M(Hashtag, HASHTAG_FIELDS) M(Url, URL_FIELDS)                \
  M(Mention, MENTION_FIELDS) M(Entities, ENTITIES_FIELDS) M(User, USER_FIELDS) M(Status, STATUS_FIELDS) \
  M(Search, SEARCH_FIELDS) M(Event, EVENT_FIELDS) M(Price, PRICE_FIELDS) M(Area, AREA_FIELDS)           \
  M(SeatCategory, SEAT_CATEGORY_FIELDS) M(Performance, PERFORMANCE_FIELDS) M(Catalog, CATALOG_FIELDS)   \
  M(Geometry, GEOMETRY_FIELDS) M(Feature, FEATURE_FIELDS) M(FeatureCollection, FEATURE_COLLECTION_FIELDS)

// A model's reader: its object's fields, each matched by its raw key (simdjson's idiom; no fixture key
// has an escape); an unknown key's value is skipped by the iteration.
#define READ_FIELD(name, member) \
  if (key == name) {             \
    TRY(read(value, m.member));  \
    continue;                    \
  }
#define READER(Model, FIELDS)                           \
  static error_code read(od::value v, Model &m) {       \
    od::object object;                                  \
    TRY(v.get_object().get(object));                    \
    for (auto field : object) {                         \
      od::raw_json_string key;                          \
      TRY(field.key().get(key));                        \
      od::value value;                                  \
      TRY(field.value().get(value));                    \
      FIELDS(READ_FIELD)                                \
    }                                                   \
    return SUCCESS;                                     \
  }
// Declared first: the models nest in each other.
#define DECLARE_READER(Model, FIELDS) static error_code read(od::value v, Model &m);
EVERY_MODEL(DECLARE_READER)
EVERY_MODEL(READER)

// The document's root, decoded into a fresh model.
template <typename Model> static error_code decode(od::parser &parser, const simdjson::padded_string &json, Model &model) {
  od::document document;
  TRY(parser.iterate(json).get(document));
  od::value root;
  TRY(document.get_value().get(root));
  model = Model{};
  return read(root, model);
}

// ---------------------------------------------------------------------------------------------------
// Writing: every field, null for an empty optional, as serde_json's derive writes them.

struct Writer {
  std::string out;

  void raw(std::string_view text) { out.append(text); }
  void write(int64_t value) {
    char buffer[24];
    auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    out.append(buffer, end);
  }
  void write(double value) {
    char buffer[32];
    auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;  // shortest round-trip form
    out.append(buffer, end);
  }
  void write(bool value) { out.append(value ? "true" : "false"); }
  void write(const std::string &text) {
    static const char hex[] = "0123456789abcdef";
    out.push_back('"');
    size_t start = 0;
    for (size_t i = 0; i < text.size(); i++) {
      unsigned char c = static_cast<unsigned char>(text[i]);
      if (c >= 0x20 && c != '"' && c != '\\') continue;
      out.append(text, start, i - start);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          out.append("\\u00");
          out.push_back(hex[c >> 4]);
          out.push_back(hex[c & 15]);
      }
      start = i + 1;
    }
    out.append(text, start, std::string::npos);
    out.push_back('"');
  }
  template <typename T> void write(const std::optional<T> &value) {
    if (value) write(*value); else out.append("null");
  }
  template <typename T> void write(const std::vector<T> &values) {
    out.push_back('[');
    for (size_t i = 0; i < values.size(); i++) {
      if (i) out.push_back(',');
      write(values[i]);
    }
    out.push_back(']');
  }
  template <typename T> void write(const Map<T> &values) {
    out.push_back('{');
    bool first = true;
    for (const auto &[key, value] : values) {
      if (!first) out.push_back(',');
      first = false;
      write(key);
      out.push_back(':');
      write(value);
    }
    out.push_back('}');
  }
  // A model's writer: every field, `{` before the first and `,` before the others.
#define WRITE_FIELD(name, member)      \
  out.push_back(first ? '{' : ',');   \
  first = false;                       \
  out.append("\"" name "\":");        \
  write(m.member);
#define WRITER(Model, FIELDS)    \
  void write(const Model &m) {   \
    bool first = true;           \
    FIELDS(WRITE_FIELD)          \
    out.push_back('}');          \
  }
  EVERY_MODEL(WRITER)
};

// ---------------------------------------------------------------------------------------------------

template <typename Model>
static int run(const std::string &name, const simdjson::padded_string &json, const Arguments &arguments, size_t &sink) {
  od::parser parser;
  Model model;
  if (auto error = decode(parser, json, model)) {
    std::fprintf(stderr, "simdjson-ondemand-anchor: %s: %s\n", name.c_str(), simdjson::error_message(error));
    return 1;
  }
  Writer writer;
  writer.write(model);
  if (arguments.check) {
    simdjson::padded_string written(writer.out);
    Model again;
    if (auto error = decode(parser, written, again)) {
      std::fprintf(stderr, "simdjson-ondemand-anchor: %s written back: %s\n", name.c_str(),
                   simdjson::error_message(error));
      return 1;
    }
    Writer second;
    second.write(again);
    // Maps keep no order, so a second write of a re-read model may differ only in where a map's entries go.
    if (second.out.size() != writer.out.size()) {
      std::fprintf(stderr, "simdjson-ondemand-anchor: %s: %zu bytes written, then %zu\n", name.c_str(),
                   writer.out.size(), second.out.size());
      return 1;
    }
    std::printf("{\"document\":\"%s\",\"check\":\"ok\",\"bytes\":%zu}\n", name.c_str(), writer.out.size());
    return 0;
  }
  const char *anchor = "simdjson On-Demand";
  report(anchor, "typed-parse", name, json.size(), time(arguments, sink, [&]() -> size_t {
           Model parsed;
           return decode(parser, json, parsed) == SUCCESS;
         }));
  size_t capacity = writer.out.size();
  report(anchor, "typed-stringify", name, json.size(), time(arguments, sink, [&]() -> size_t {
           Writer out;
           out.out.reserve(capacity);
           out.write(model);
           return out.out.size();
         }));
  return 0;
}

int main(int argc, char **argv) {
  Arguments arguments;
  if (!arguments.parse(argc, argv, "simdjson-ondemand-anchor")) return 64;
  size_t sink = 0;
  for (const auto &[name, path] : arguments.documents) {
    simdjson::padded_string json;
    if (auto error = simdjson::padded_string::load(path).get(json)) {
      std::fprintf(stderr, "simdjson-ondemand-anchor: %s: %s\n", path.c_str(), simdjson::error_message(error));
      return 1;
    }
    int status;
    if (name.rfind("twitter", 0) == 0) {
      status = run<Search>(name, json, arguments, sink);
    } else if (name.rfind("citm_catalog", 0) == 0) {
      status = run<Catalog>(name, json, arguments, sink);
    } else if (name.rfind("canada", 0) == 0) {
      status = run<FeatureCollection>(name, json, arguments, sink);
    } else {
      std::fprintf(stderr, "simdjson-ondemand-anchor: no typed model for %s\n", name.c_str());
      return 64;
    }
    if (status != 0) return status;
  }
  return arguments.check || sink != 0 ? 0 : 1;  // the operations' results are used
}
