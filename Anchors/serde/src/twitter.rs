//! twitter.json's search response: the fields of ModelFixtures' TwitterModels.swift.

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
pub struct Search {
    #[serde(default)]
    pub statuses: Vec<Status>,
    pub search_metadata: Option<SearchMetadata>,
}

#[derive(Serialize, Deserialize)]
pub struct SearchMetadata {
    #[serde(default)]
    pub completed_in: f64,
    #[serde(default)]
    pub max_id: i64,
    pub max_id_str: Option<String>,
    pub next_results: Option<String>,
    pub query: Option<String>,
    pub refresh_url: Option<String>,
    #[serde(default)]
    pub count: i64,
    #[serde(default)]
    pub since_id: i64,
    pub since_id_str: Option<String>,
}

#[derive(Serialize, Deserialize)]
pub struct Status {
    pub created_at: Option<String>,
    #[serde(default)]
    pub id: i64,
    pub id_str: Option<String>,
    pub text: Option<String>,
    pub source: Option<String>,
    #[serde(default)]
    pub truncated: bool,
    pub in_reply_to_status_id: Option<i64>,
    pub in_reply_to_user_id: Option<i64>,
    pub in_reply_to_screen_name: Option<String>,
    pub user: Option<User>,
    #[serde(default)]
    pub retweet_count: i64,
    #[serde(default)]
    pub favorite_count: i64,
    #[serde(default)]
    pub favorited: bool,
    #[serde(default)]
    pub retweeted: bool,
    pub lang: Option<String>,
    pub entities: Option<Entities>,
}

#[derive(Serialize, Deserialize)]
pub struct Entities {
    #[serde(default)]
    pub hashtags: Vec<Hashtag>,
    #[serde(default)]
    pub urls: Vec<Url>,
    #[serde(default)]
    pub user_mentions: Vec<Mention>,
}

#[derive(Serialize, Deserialize)]
pub struct Hashtag {
    pub text: Option<String>,
    #[serde(default)]
    pub indices: Vec<i64>,
}

#[derive(Serialize, Deserialize)]
pub struct Url {
    pub url: Option<String>,
    pub expanded_url: Option<String>,
    pub display_url: Option<String>,
    #[serde(default)]
    pub indices: Vec<i64>,
}

#[derive(Serialize, Deserialize)]
pub struct Mention {
    pub screen_name: Option<String>,
    pub name: Option<String>,
    #[serde(default)]
    pub id: i64,
    #[serde(default)]
    pub indices: Vec<i64>,
}

#[derive(Serialize, Deserialize)]
pub struct User {
    #[serde(default)]
    pub id: i64,
    pub id_str: Option<String>,
    pub name: Option<String>,
    pub screen_name: Option<String>,
    pub location: Option<String>,
    pub description: Option<String>,
    pub url: Option<String>,
    #[serde(default)]
    pub protected: bool,
    #[serde(default)]
    pub followers_count: i64,
    #[serde(default)]
    pub friends_count: i64,
    #[serde(default)]
    pub listed_count: i64,
    pub created_at: Option<String>,
    #[serde(default)]
    pub favourites_count: i64,
    pub utc_offset: Option<i64>,
    pub time_zone: Option<String>,
    #[serde(default)]
    pub geo_enabled: bool,
    #[serde(default)]
    pub verified: bool,
    #[serde(default)]
    pub statuses_count: i64,
    pub lang: Option<String>,
    pub profile_background_color: Option<String>,
    pub profile_image_url: Option<String>,
    pub profile_image_url_https: Option<String>,
    pub profile_banner_url: Option<String>,
    #[serde(default)]
    pub default_profile: bool,
    #[serde(default)]
    pub following: bool,
}
