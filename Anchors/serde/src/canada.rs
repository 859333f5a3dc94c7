//! canada.json: the fields of ModelFixtures' CanadaModels.swift.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Serialize, Deserialize)]
pub struct FeatureCollection {
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub features: Vec<Feature>,
}

#[derive(Serialize, Deserialize)]
pub struct Feature {
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub properties: HashMap<String, String>,
    pub geometry: Option<Geometry>,
}

#[derive(Serialize, Deserialize)]
pub struct Geometry {
    #[serde(default, rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub coordinates: Vec<Vec<Vec<f64>>>,
}
