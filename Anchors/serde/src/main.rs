//! serde_json on the fixtures, timed the way ModelBench's runner times a cell: samples of at least
//! `--milliseconds` each, one JSON line per document and operation with every sample's time per
//! operation in nanoseconds.
//!
//! Operations: `dom-parse` (bytes → `serde_json::Value`), `typed-parse` (bytes → the structs below) and
//! `typed-stringify` (the structs → bytes). The structs hold the same fields as ModelBench's fixture
//! models (ModelFixtures/Models), so the typed rows compare with bytes→model and model→bytes on the same
//! work: unknown keys are skipped by both. Built with `--features exact-floats` it is the anchor
//! "serde_json (exact floats)" and measures the typed parse alone, floats correctly rounded.

mod canada;
mod citm;
mod twitter;

use std::time::{Duration, Instant};

fn main() {
    let mut samples = 10usize;
    let mut milliseconds = 20u64;
    let mut documents: Vec<(String, String)> = Vec::new();
    let mut arguments = std::env::args().skip(1);
    while let Some(argument) = arguments.next() {
        match argument.as_str() {
            "--samples" => samples = arguments.next().and_then(|v| v.parse().ok()).expect("--samples N"),
            "--milliseconds" => {
                milliseconds = arguments.next().and_then(|v| v.parse().ok()).expect("--milliseconds N")
            }
            _ => {
                let (name, path) = argument.split_once('=').expect("document=path");
                documents.push((name.to_string(), path.to_string()));
            }
        }
    }
    for (name, path) in documents {
        let bytes = std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {}", path, error));
        if name.starts_with("twitter") {
            run::<twitter::Search>(&name, &bytes, samples, milliseconds);
        } else if name.starts_with("citm_catalog") {
            run::<citm::Catalog>(&name, &bytes, samples, milliseconds);
        } else if name.starts_with("canada") {
            run::<canada::FeatureCollection>(&name, &bytes, samples, milliseconds);
        } else {
            panic!("no typed model for {}", name);
        }
    }
}

fn run<T>(name: &str, bytes: &[u8], samples: usize, milliseconds: u64)
where
    T: serde::de::DeserializeOwned + serde::Serialize,
{
    let model: T = serde_json::from_slice(bytes).expect("typed parse");
    if cfg!(feature = "exact-floats") {
        // Only the typed parse differs from the default build's: stringify prints with ryu either way.
        report("typed-parse", name, bytes.len(), time(samples, milliseconds, || {
            let parsed: T = serde_json::from_slice(bytes).unwrap();
            std::mem::size_of_val(&parsed)
        }));
        return;
    }
    report("dom-parse", name, bytes.len(), time(samples, milliseconds, || {
        let value: serde_json::Value = serde_json::from_slice(bytes).unwrap();
        value.is_object() as usize
    }));
    report("typed-parse", name, bytes.len(), time(samples, milliseconds, || {
        let parsed: T = serde_json::from_slice(bytes).unwrap();
        std::mem::size_of_val(&parsed)
    }));
    report("typed-stringify", name, bytes.len(), time(samples, milliseconds, || {
        serde_json::to_vec(&model).unwrap().len()
    }));
}

/// Every sample's mean time per operation; one operation runs before the first.
fn time<F: FnMut() -> usize>(samples: usize, milliseconds: u64, mut operation: F) -> Vec<f64> {
    let mut sink = operation();
    let length = Duration::from_millis(milliseconds);
    let mut times = Vec::with_capacity(samples);
    for _ in 0..samples {
        let start = Instant::now();
        let mut count = 0u64;
        while start.elapsed() < length || count == 0 {
            sink = sink.wrapping_add(operation());
            count += 1;
        }
        times.push(start.elapsed().as_nanos() as f64 / count as f64);
    }
    // The results are used, so no operation is optimised away.
    unsafe { std::ptr::read_volatile(&sink) };
    times
}

/// The anchor's name in the runner's tables: the build's float parse is part of what it measures.
const ANCHOR: &str = if cfg!(feature = "exact-floats") { "serde_json (exact floats)" } else { "serde_json" };

fn report(operation: &str, document: &str, bytes: usize, times: Vec<f64>) {
    let list: Vec<String> = times.iter().map(|t| format!("{:.1}", t)).collect();
    println!(
        "{{\"anchor\":\"{}\",\"operation\":\"{}\",\"document\":\"{}\",\"bytes\":{},\"nanoseconds\":[{}]}}",
        ANCHOR, operation, document, bytes, list.join(",")
    );
}
