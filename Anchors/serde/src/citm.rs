//! citm_catalog.json: the fields of ModelFixtures' CitmModels.swift.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Catalog {
    #[serde(default)]
    pub area_names: HashMap<String, String>,
    #[serde(default)]
    pub audience_sub_category_names: HashMap<String, String>,
    #[serde(default)]
    pub events: HashMap<String, Event>,
    #[serde(default)]
    pub performances: Vec<Performance>,
    #[serde(default)]
    pub seat_category_names: HashMap<String, String>,
    #[serde(default)]
    pub sub_topic_names: HashMap<String, String>,
    #[serde(default)]
    pub topic_names: HashMap<String, String>,
    #[serde(default)]
    pub topic_sub_topics: HashMap<String, Vec<i64>>,
    #[serde(default)]
    pub venue_names: HashMap<String, String>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    #[serde(default)]
    pub id: i64,
    pub name: Option<String>,
    pub description: Option<String>,
    pub logo: Option<String>,
    pub subtitle: Option<String>,
    pub subject_code: Option<String>,
    #[serde(default)]
    pub sub_topic_ids: Vec<i64>,
    #[serde(default)]
    pub topic_ids: Vec<i64>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Performance {
    #[serde(default)]
    pub id: i64,
    #[serde(default)]
    pub event_id: i64,
    pub name: Option<String>,
    pub logo: Option<String>,
    pub seat_map_image: Option<String>,
    #[serde(default)]
    pub start: i64,
    pub venue_code: Option<String>,
    #[serde(default)]
    pub prices: Vec<Price>,
    #[serde(default)]
    pub seat_categories: Vec<SeatCategory>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Price {
    #[serde(default)]
    pub amount: i64,
    #[serde(default)]
    pub audience_sub_category_id: i64,
    #[serde(default)]
    pub seat_category_id: i64,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatCategory {
    #[serde(default)]
    pub seat_category_id: i64,
    #[serde(default)]
    pub areas: Vec<Area>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Area {
    #[serde(default)]
    pub area_id: i64,
    #[serde(default)]
    pub block_ids: Vec<i64>,
}
