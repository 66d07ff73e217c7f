//! Prints a generated catalogue as JSON: `cargo run -p antiques-seed --example seed_json -- [SEED] [STORES]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(antiques_seed::DEFAULT_SEED);
    let count = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(antiques_seed::DEFAULT_STORE_COUNT);
    let started = std::time::Instant::now();
    let catalog = antiques_seed::generate(seed, count);
    eprintln!(
        "generated {} stores in {:?}",
        catalog.stores.len(),
        started.elapsed()
    );
    println!(
        "{}",
        serde_json::to_string_pretty(&catalog).expect("serialisable")
    );
}
