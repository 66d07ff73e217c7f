//! The OpenAPI document is the contract between the content service and the web app: it is checked
//! in at `contract/openapi.json` (the web app's types are generated from that file), and this test
//! fails when the code and the file differ. `UPDATE_CONTRACT=1 cargo test -p antiques-api contract`
//! rewrites the file.

use std::path::PathBuf;

fn contract_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../contract/openapi.json")
}

#[test]
fn openapi_document_matches_the_checked_in_contract() {
    let current = antiques_api::openapi()
        .to_pretty_json()
        .expect("the OpenAPI document serialises")
        + "\n";
    let path = contract_path();
    if std::env::var_os("UPDATE_CONTRACT").is_some() {
        std::fs::write(&path, &current).expect("write contract/openapi.json");
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == current,
        "contract/openapi.json is stale: run `make contract` (or UPDATE_CONTRACT=1 cargo test -p \
         antiques-api contract, then `cd web && npm run contract`) and commit the result"
    );
}

#[test]
fn every_operation_documents_its_answers_with_bodies() {
    let doc: serde_json::Value =
        serde_json::from_str(&antiques_api::openapi().to_json().expect("serialises"))
            .expect("valid JSON");
    let mut missing = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("path item") {
            for (status, response) in op["responses"].as_object().expect("responses") {
                if response.get("content").is_none() {
                    missing.push(format!("{method} {path} {status}"));
                }
            }
            // Every `/api` operation refuses some input; health and metrics take none.
            if path.starts_with("/api/")
                && !op["responses"]
                    .as_object()
                    .expect("responses")
                    .keys()
                    .any(|s| s.starts_with('4') || s.starts_with('5'))
            {
                missing.push(format!("{method} {path}: no error answer"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "answers without a body schema: {missing:#?}"
    );
}
