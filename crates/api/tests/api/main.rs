//! API integration tests through the router, each on SQLite and on PostgreSQL.

mod common;

mod admin;
mod answers;
mod console;
mod contract;
mod deltas;
mod errors;
mod faults;
mod file_import;
mod forms;
mod http;
mod import;
mod people;
mod places;
mod records;
mod relevance;
mod review;
mod search;
mod stores;
mod strapi;
mod us_places;
