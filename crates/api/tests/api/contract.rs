//! The OpenAPI document is the contract between the content service and the web app: it is checked
//! in at `contract/openapi.json` (the web app's types are generated from that file), and this test
//! fails when the code and the file differ. `UPDATE_CONTRACT=1 cargo test -p antiques-api contract`
//! rewrites the file.

use std::path::PathBuf;

use crate::both_with;
use crate::common::{TestApp, tokens};

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
    // Every GET may answer 304 (the `etag` middleware): the document says so.
    let get_304 = |doc: &serde_json::Value| {
        doc["paths"]
            .as_object()
            .expect("paths")
            .values()
            .filter_map(|item| item.get("get"))
            .all(|op| op["responses"].get("304").is_some())
    };
    let doc: serde_json::Value =
        serde_json::from_str(&antiques_api::openapi().to_json().expect("serialises"))
            .expect("valid JSON");
    let mut missing = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("path item") {
            for (status, response) in op["responses"].as_object().expect("responses") {
                // A 304 and a 204 have no body by definition.
                if status != "304" && status != "204" && response.get("content").is_none() {
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
    assert!(get_304(&doc), "a GET without its 304");
}

/// Every `/api` operation the document describes, as (method, path with its parameters filled in,

#[test]
fn a_store_read_back_is_a_store_write_the_document_allows() {
    // Every member a store is read with is one a write may send back (stored fields to write,
    // assigned and derived ones to be ignored): the write's field list cannot fall behind the read.
    let doc: serde_json::Value =
        serde_json::from_str(&antiques_api::openapi().to_json().expect("serialises"))
            .expect("valid JSON");
    let schemas = &doc["components"]["schemas"];
    let names = |schema: &serde_json::Value| -> Vec<String> {
        schema["properties"]
            .as_object()
            .expect("properties")
            .keys()
            .cloned()
            .collect()
    };
    let writable = names(&schemas["StoreFields"]);
    assert_eq!(schemas["StoreFields"]["additionalProperties"], false);
    let read: Vec<String> = names(&schemas["StoreRecord"])
        .into_iter()
        .chain(names(&schemas["StoreDerived"]))
        .collect();
    let missing: Vec<&String> = read.iter().filter(|n| !writable.contains(n)).collect();
    assert!(missing.is_empty(), "read but not writable: {missing:?}");
}
/// names of the security schemes it accepts).
fn documented_operations() -> Vec<(String, String, Vec<String>)> {
    let doc: serde_json::Value =
        serde_json::from_str(&antiques_api::openapi().to_json().expect("serialises"))
            .expect("valid JSON");
    let mut operations = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        if !path.starts_with("/api/") {
            continue;
        }
        let concrete = path
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "no-such-thing"
                } else {
                    segment
                }
            })
            .collect::<Vec<_>>()
            .join("/");
        for (method, op) in item.as_object().expect("path item") {
            let schemes = op["security"]
                .as_array()
                .map(|list| {
                    list.iter()
                        .filter_map(|req| req.as_object())
                        .flat_map(|req| req.keys().cloned())
                        .collect()
                })
                .unwrap_or_default();
            operations.push((method.to_uppercase(), concrete.clone(), schemes));
        }
    }
    operations
}

// The security each operation declares is the check it gets: with both tokens configured, an
// editorial operation (admin token or an account's session) refuses the read token, and every `/api`
// operation refuses a request without a token (401) or with a wrong one (403).
both_with!(
    every_operation_enforces_the_security_it_documents,
    tokens(),
    5,
    |t: TestApp| async move {
        let operations = documented_operations();
        assert!(operations.len() > 30, "{operations:?}");
        for (method, uri, schemes) in operations {
            assert!(!schemes.is_empty(), "{method} {uri} declares no security");
            let body = serde_json::json!({});
            let none = t.send_json(&method, &uri, &body, &[]).await;
            assert_eq!(none.status, 401, "{method} {uri} without a token");
            let wrong = [("authorization", "Bearer wrong")];
            let r = t.send_json(&method, &uri, &body, &wrong).await;
            assert_eq!(r.status, 403, "{method} {uri} with a wrong token");
            let reader = [("authorization", "Bearer reader-token")];
            let r = t.send_json(&method, &uri, &body, &reader).await;
            if schemes.iter().any(|s| s == "read_token") {
                assert!(
                    r.status != 401 && r.status != 403,
                    "{method} {uri} refuses the read token"
                );
            } else {
                assert_eq!(schemes, ["admin_token", "session"], "{method} {uri}");
                assert_eq!(r.status, 403, "{method} {uri} accepts the read token");
            }
        }
    }
);
