//! The handlers, one module per resource.

pub mod accounts;
pub mod admin;
pub mod console;
pub mod content;
pub mod documents;
pub mod forms;
pub mod geocode;
pub mod health;
pub mod imports;
pub mod patterns;
pub mod people;
pub mod places;
pub mod record_fields;
pub mod records;
pub mod review;
pub mod search;
pub mod store_fields;
pub mod stores;
